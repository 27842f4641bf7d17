; ModuleID = 'modular_elimination.cu'
source_filename = "modular_elimination.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GbPrime = type { i32, i32, i32, i32, i64 }
%struct.StepState = type { i32, i32 }
%struct.PanelState = type { i32, i32, [16 x i32], [16 x i32], [256 x i32] }

@_ZZ10gb_panel_wE4kinv = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ15gb_panel_updateE2cs = internal unnamed_addr addrspace(3) global [64 x [16 x i32]] undef, align 4
@_ZZ15gb_panel_updateE2ws = internal unnamed_addr addrspace(3) global [16 x [64 x i32]] undef, align 4
@_ZZ15gb_panel_updateE3own = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@_ZZ17gb_replay_echelonE7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ17gb_replay_echelonE8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_planted_raceE4slot = internal addrspace(3) global [64 x i32] undef, align 4
@_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug = internal unnamed_addr addrspace(3) global [16 x [32 x i32]] undef, align 4
@_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug = internal unnamed_addr addrspace(3) global [16 x [32 x i32]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_rref_block_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef writeonly %rank) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !19
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !26
  %q.sroa.9131.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.9131.0.copyload.i = load i64, ptr %q.sroa.9131.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !27
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %and.i = and i32 %1, 31
  %shr.i = lshr i32 %1, 5
  %shr3.i = lshr i32 %2, 5
  %cmp136.i = icmp ne i32 %m, 0
  %cmp4137.i = icmp ne i32 %n, 0
  %3 = and i1 %cmp4137.i, %cmp136.i
  br i1 %3, label %for.body.lr.ph.i, label %for.cond.cleanup.i

for.body.lr.ph.i:                                 ; preds = %entry
  %q.sroa.8.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.8.0.copyload.i = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom.i.i
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  %cmp13.i.i = icmp eq i32 %1, 0
  %conv4.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i.i = zext i32 %q.sroa.8.0.copyload.i to i64
  %cmp11134.i = icmp ult i32 %shr.i, %n
  %cmp39.i = icmp eq i32 %and.i, 0
  %conv52.i = zext i32 %m to i64
  %mul53.i = mul nuw i64 %conv52.i, %idxprom.i
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cleanup58.i, %entry
  %r.0.lcssa.i = phi i32 [ 0, %entry ], [ %r.1.i, %cleanup58.i ]
  %cmp65.i = icmp eq i32 %1, 0
  br i1 %cmp65.i, label %if.then66.i, label %_ZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_.exit

for.body.i:                                       ; preds = %cleanup58.i, %for.body.lr.ph.i
  %r.0139.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %r.1.i, %cleanup58.i ]
  %c.0138.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %inc62.i, %cleanup58.i ]
  %add.i.i = add i32 %r.0139.i, %1
  %cmp54.i.i = icmp ult i32 %add.i.i, %n
  br i1 %cmp54.i.i, label %for.body.lr.ph.i.i, label %cleanup.i.i

for.body.lr.ph.i.i:                               ; preds = %for.body.i
  %conv2.i.i = zext i32 %c.0138.i to i64
  br label %for.body.i.i

for.body.i.i:                                     ; preds = %for.inc.i.i, %for.body.lr.ph.i.i
  %i.055.i.i = phi i32 [ %add.i.i, %for.body.lr.ph.i.i ], [ %add5.i.i, %for.inc.i.i ]
  %conv.i.i = zext i32 %i.055.i.i to i64
  %mul.i.i = mul i64 %conv.i.i, %ld
  %add3.i.i = add i64 %mul.i.i, %conv2.i.i
  %arrayidx.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add3.i.i
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !20
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !29

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp8.not58.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i

for.body10.i.i:                                   ; preds = %cleanup.i.i, %if.end24.i.i
  %s.059.in.i.i = phi i32 [ %s.059.i.i, %if.end24.i.i ], [ %2, %cleanup.i.i ]
  %s.059.i.i = lshr i32 %s.059.in.i.i, 1
  %cmp11.i.i = icmp ult i32 %1, %s.059.i.i
  br i1 %cmp11.i.i, label %land.lhs.true.i.i, label %if.end24.i.i

land.lhs.true.i.i:                                ; preds = %for.body10.i.i
  %add12.i.i = add i32 %s.059.i.i, %1
  %idxprom13.i.i = zext i32 %add12.i.i to i64
  %arrayidx14.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom13.i.i
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !20
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !20
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !20
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !31

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp6.i = icmp eq i32 %7, %n
  br i1 %cmp6.i, label %cleanup58.i, label %if.end.i

if.end.i:                                         ; preds = %_ZL14find_pivot_rowPKjjyjjPj.exit.i
  %conv.i115.i = zext i32 %r.0139.i to i64
  %mul.i116.i = mul i64 %conv.i115.i, %ld
  %add.ptr.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul.i116.i
  %cmp.not.i.i = icmp eq i32 %7, %r.0139.i
  br i1 %cmp.not.i.i, label %if.end.i.i, label %if.then.i.i

if.then.i.i:                                      ; preds = %if.end.i
  %conv2.i117.i = zext i32 %7 to i64
  %mul3.i.i = mul i64 %conv2.i117.i, %ld
  %add.ptr4.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul3.i.i
  %add.i118.i = add i32 %c.0138.i, %1
  %cmp577.i.i = icmp ult i32 %add.i118.i, %m
  br i1 %cmp577.i.i, label %for.body.i122.i, label %if.end.i.i

for.body.i122.i:                                  ; preds = %if.then.i.i, %for.body.i122.i
  %j.078.i.i = phi i32 [ %add12.i121.i, %for.body.i122.i ], [ %add.i118.i, %if.then.i.i ]
  %idxprom.i119.i = zext i32 %j.078.i.i to i64
  %arrayidx.i120.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i119.i
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !20
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !20
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !20
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !20
  %add12.i121.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !32

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0138.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !20
  %cmp.not16.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not16.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %if.then14.i.i, %while.body.i.i.i
  %t.020.i.i.i = phi i64 [ %nt.019.i.i.i, %while.body.i.i.i ], [ 0, %if.then14.i.i ]
  %nt.019.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %if.then14.i.i ]
  %r.018.i.i.i = phi i32 [ %nr.017.i.i.i, %while.body.i.i.i ], [ %q.sroa.0.0.copyload.i, %if.then14.i.i ]
  %nr.017.i.i.i = phi i32 [ %sub2.i.i.i, %while.body.i.i.i ], [ %10, %if.then14.i.i ]
  %div.i.i.i = udiv i32 %r.018.i.i.i, %nr.017.i.i.i
  %conv.i.i.i = zext i32 %div.i.i.i to i64
  %mul.i.i.i = mul nsw i64 %nt.019.i.i.i, %conv.i.i.i
  %sub.i.i.i = sub nsw i64 %t.020.i.i.i, %mul.i.i.i
  %mul1.i.i.i = mul nuw i32 %div.i.i.i, %nr.017.i.i.i
  %sub2.i.i.i = sub nuw i32 %r.018.i.i.i, %mul1.i.i.i
  %cmp.not.i.i.i = icmp eq i32 %sub2.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !33

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.019.i.i.i, %while.body.i.i.i ]
  %cmp3.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %add.i.i.i = select i1 %cmp3.i.i.i, i64 %conv4.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %mul.i62.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i62.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i62.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !20
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0138.i, %1
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !20
  %conv.i63.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !20
  %conv1.i64.i.i = zext i32 %12 to i64
  %mul.i65.i.i = mul nuw i64 %conv1.i64.i.i, %conv.i63.i.i
  %conv.i.i66.i.i = trunc i64 %mul.i65.i.i to i32
  %mul.i.i67.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i66.i.i
  %conv1.i.i68.i.i = zext i32 %mul.i.i67.i.i to i64
  %mul3.i.i70.i.i = mul nuw i64 %conv1.i.i68.i.i, %conv4.i.i.i
  %add.i.i71.i.i = add i64 %mul3.i.i70.i.i, %mul.i65.i.i
  %shr.i.i72.i.i = lshr i64 %add.i.i71.i.i, 32
  %cmp.not.i.i73.i.i = icmp ult i64 %shr.i.i72.i.i, %conv4.i.i.i
  %sub.i.i74.i.i = select i1 %cmp.not.i.i73.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i75.i.i = sub nsw i64 %shr.i.i72.i.i, %sub.i.i74.i.i
  %conv8.i.i76.i.i = trunc i64 %cond.i.i75.i.i to i32
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !20
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !34

_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i: ; preds = %for.body25.i.i, %if.end19.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp11134.i, label %for.body13.lr.ph.i, label %for.cond.cleanup12.i

for.body13.lr.ph.i:                               ; preds = %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  %idxprom20.i = zext i32 %c.0138.i to i64
  %add.i = add nuw i32 %c.0138.i, 1
  %add26.i = add i32 %add.i, %and.i
  %cmp28132.i = icmp ult i32 %add26.i, %m
  br label %for.body13.i

for.cond.cleanup12.i:                             ; preds = %for.inc45.i, %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  br i1 %cmp13.i.i, label %if.then50.i, label %if.end57.i

for.body13.i:                                     ; preds = %for.inc45.i, %for.body13.lr.ph.i
  %i.0135.i = phi i32 [ %shr.i, %for.body13.lr.ph.i ], [ %add46.i, %for.inc45.i ]
  %cmp14.i = icmp eq i32 %i.0135.i, %r.0139.i
  br i1 %cmp14.i, label %for.inc45.i, label %if.end16.i

if.end16.i:                                       ; preds = %for.body13.i
  %conv17.i = zext i32 %i.0135.i to i64
  %mul18.i = mul i64 %conv17.i, %ld
  %add.ptr19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul18.i
  %arrayidx21.i = getelementptr inbounds i32, ptr %add.ptr19.i, i64 %idxprom20.i
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp22.i = icmp eq i32 %13, 0
  br i1 %cmp22.i, label %for.inc45.i, label %if.end24.i

if.end24.i:                                       ; preds = %if.end16.i
  br i1 %cmp28132.i, label %for.body30.lr.ph.i, label %for.cond.cleanup29.i

for.body30.lr.ph.i:                               ; preds = %if.end24.i
  %conv.i.i124.i = zext i32 %13 to i64
  br label %for.body30.i

for.cond.cleanup29.i:                             ; preds = %for.body30.i, %if.end24.i
  br i1 %cmp39.i, label %if.then40.i, label %for.inc45.i

for.body30.i:                                     ; preds = %for.body30.i, %for.body30.lr.ph.i
  %j.0133.i = phi i32 [ %add26.i, %for.body30.lr.ph.i ], [ %add38.i, %for.body30.i ]
  %idxprom31.i = zext i32 %j.0133.i to i64
  %arrayidx32.i = getelementptr inbounds i32, ptr %add.ptr19.i, i64 %idxprom31.i
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !20
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !20
  %conv1.i.i125.i = zext i32 %15 to i64
  %mul.i.i126.i = mul nuw i64 %conv1.i.i125.i, %conv.i.i124.i
  %16 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i126.i, i64 %q.sroa.9131.0.copyload.i)
  %mul3.i.i.i = mul i64 %16, %conv4.i.i.i
  %sub.i.i127.i = sub i64 %mul.i.i126.i, %mul3.i.i.i
  %cmp.not.i.i128.i = icmp ult i64 %sub.i.i127.i, %conv4.i.i.i
  %sub8.i.i.i = select i1 %cmp.not.i.i128.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i129.i = sub i64 %sub.i.i127.i, %sub8.i.i.i
  %conv9.i.i.i = trunc i64 %cond.i.i129.i to i32
  %cmp.not.i4.i.i = icmp ult i32 %14, %conv9.i.i.i
  %add.i.i130.i = select i1 %cmp.not.i4.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %14, %conv9.i.i.i
  %cond.i5.i.i = add i32 %a.pn.i.i.i, %add.i.i130.i
  store i32 %cond.i5.i.i, ptr %arrayidx32.i, align 4, !tbaa !20
  %add38.i = add i32 %j.0133.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !35

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !20
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0135.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !36

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0138.i, ptr %arrayidx56.i, align 4, !tbaa !20
  br label %if.end57.i

if.end57.i:                                       ; preds = %if.then50.i, %for.cond.cleanup12.i
  %inc.i = add i32 %r.0139.i, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup58.i

cleanup58.i:                                      ; preds = %if.end57.i, %_ZL14find_pivot_rowPKjjyjjPj.exit.i
  %r.1.i = phi i32 [ %inc.i, %if.end57.i ], [ %r.0139.i, %_ZL14find_pivot_rowPKjjyjjPj.exit.i ]
  %inc62.i = add nuw i32 %c.0138.i, 1
  %cmp.i = icmp ult i32 %inc62.i, %m
  %cmp4.i = icmp ult i32 %r.1.i, %n
  %17 = select i1 %cmp.i, i1 %cmp4.i, i1 false
  br i1 %17, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !37

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !20
  br label %_ZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_.exit

_ZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_.exit: ; preds = %for.cond.cleanup.i, %if.then66.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_rref_block_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef writeonly %rank) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !19
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !26
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %and.i = and i32 %1, 31
  %shr.i = lshr i32 %1, 5
  %shr3.i = lshr i32 %2, 5
  %cmp161.i = icmp ne i32 %m, 0
  %cmp4162.i = icmp ne i32 %n, 0
  %3 = and i1 %cmp4162.i, %cmp161.i
  br i1 %3, label %for.body.lr.ph.i, label %for.cond.cleanup.i

for.body.lr.ph.i:                                 ; preds = %entry
  %q.sroa.11.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom.i.i
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  %cmp13.i.i = icmp eq i32 %1, 0
  %conv4.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i.i = zext i32 %q.sroa.11.0.copyload.i to i64
  %cmp11159.i = icmp ult i32 %shr.i, %n
  %cmp39.i = icmp eq i32 %and.i, 0
  %conv52.i = zext i32 %m to i64
  %mul53.i = mul nuw i64 %conv52.i, %idxprom.i
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cleanup58.i, %entry
  %r.0.lcssa.i = phi i32 [ 0, %entry ], [ %r.1.i, %cleanup58.i ]
  %cmp65.i = icmp eq i32 %1, 0
  br i1 %cmp65.i, label %if.then66.i, label %_ZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_.exit

for.body.i:                                       ; preds = %cleanup58.i, %for.body.lr.ph.i
  %r.0164.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %r.1.i, %cleanup58.i ]
  %c.0163.i = phi i32 [ 0, %for.body.lr.ph.i ], [ %inc62.i, %cleanup58.i ]
  %add.i.i = add i32 %r.0164.i, %1
  %cmp54.i.i = icmp ult i32 %add.i.i, %n
  br i1 %cmp54.i.i, label %for.body.lr.ph.i.i, label %cleanup.i.i

for.body.lr.ph.i.i:                               ; preds = %for.body.i
  %conv2.i.i = zext i32 %c.0163.i to i64
  br label %for.body.i.i

for.body.i.i:                                     ; preds = %for.inc.i.i, %for.body.lr.ph.i.i
  %i.055.i.i = phi i32 [ %add.i.i, %for.body.lr.ph.i.i ], [ %add5.i.i, %for.inc.i.i ]
  %conv.i.i = zext i32 %i.055.i.i to i64
  %mul.i.i = mul i64 %conv.i.i, %ld
  %add3.i.i = add i64 %mul.i.i, %conv2.i.i
  %arrayidx.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add3.i.i
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !20
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !29

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp8.not58.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i

for.body10.i.i:                                   ; preds = %cleanup.i.i, %if.end24.i.i
  %s.059.in.i.i = phi i32 [ %s.059.i.i, %if.end24.i.i ], [ %2, %cleanup.i.i ]
  %s.059.i.i = lshr i32 %s.059.in.i.i, 1
  %cmp11.i.i = icmp ult i32 %1, %s.059.i.i
  br i1 %cmp11.i.i, label %land.lhs.true.i.i, label %if.end24.i.i

land.lhs.true.i.i:                                ; preds = %for.body10.i.i
  %add12.i.i = add i32 %s.059.i.i, %1
  %idxprom13.i.i = zext i32 %add12.i.i to i64
  %arrayidx14.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), i64 %idxprom13.i.i
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !20
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !20
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !20
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !31

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp6.i = icmp eq i32 %7, %n
  br i1 %cmp6.i, label %cleanup58.i, label %if.end.i

if.end.i:                                         ; preds = %_ZL14find_pivot_rowPKjjyjjPj.exit.i
  %conv.i115.i = zext i32 %r.0164.i to i64
  %mul.i116.i = mul i64 %conv.i115.i, %ld
  %add.ptr.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul.i116.i
  %cmp.not.i.i = icmp eq i32 %7, %r.0164.i
  br i1 %cmp.not.i.i, label %if.end.i.i, label %if.then.i.i

if.then.i.i:                                      ; preds = %if.end.i
  %conv2.i117.i = zext i32 %7 to i64
  %mul3.i.i = mul i64 %conv2.i117.i, %ld
  %add.ptr4.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul3.i.i
  %add.i118.i = add i32 %c.0163.i, %1
  %cmp577.i.i = icmp ult i32 %add.i118.i, %m
  br i1 %cmp577.i.i, label %for.body.i122.i, label %if.end.i.i

for.body.i122.i:                                  ; preds = %if.then.i.i, %for.body.i122.i
  %j.078.i.i = phi i32 [ %add12.i121.i, %for.body.i122.i ], [ %add.i118.i, %if.then.i.i ]
  %idxprom.i119.i = zext i32 %j.078.i.i to i64
  %arrayidx.i120.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i119.i
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !20
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !20
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !20
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !20
  %add12.i121.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !32

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0163.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !20
  %cmp.not16.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not16.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %if.then14.i.i, %while.body.i.i.i
  %t.020.i.i.i = phi i64 [ %nt.019.i.i.i, %while.body.i.i.i ], [ 0, %if.then14.i.i ]
  %nt.019.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %if.then14.i.i ]
  %r.018.i.i.i = phi i32 [ %nr.017.i.i.i, %while.body.i.i.i ], [ %q.sroa.0.0.copyload.i, %if.then14.i.i ]
  %nr.017.i.i.i = phi i32 [ %sub2.i.i.i, %while.body.i.i.i ], [ %10, %if.then14.i.i ]
  %div.i.i.i = udiv i32 %r.018.i.i.i, %nr.017.i.i.i
  %conv.i.i.i = zext i32 %div.i.i.i to i64
  %mul.i.i.i = mul nsw i64 %nt.019.i.i.i, %conv.i.i.i
  %sub.i.i.i = sub nsw i64 %t.020.i.i.i, %mul.i.i.i
  %mul1.i.i.i = mul nuw i32 %div.i.i.i, %nr.017.i.i.i
  %sub2.i.i.i = sub nuw i32 %r.018.i.i.i, %mul1.i.i.i
  %cmp.not.i.i.i = icmp eq i32 %sub2.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !33

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.019.i.i.i, %while.body.i.i.i ]
  %cmp3.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %add.i.i.i = select i1 %cmp3.i.i.i, i64 %conv4.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %mul.i62.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i62.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i62.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !20
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0163.i, %1
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !20
  %conv.i63.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !20
  %conv1.i64.i.i = zext i32 %12 to i64
  %mul.i65.i.i = mul nuw i64 %conv1.i64.i.i, %conv.i63.i.i
  %conv.i.i66.i.i = trunc i64 %mul.i65.i.i to i32
  %mul.i.i67.i.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i66.i.i
  %conv1.i.i68.i.i = zext i32 %mul.i.i67.i.i to i64
  %mul3.i.i70.i.i = mul nuw i64 %conv1.i.i68.i.i, %conv4.i.i.i
  %add.i.i71.i.i = add i64 %mul3.i.i70.i.i, %mul.i65.i.i
  %shr.i.i72.i.i = lshr i64 %add.i.i71.i.i, 32
  %cmp.not.i.i73.i.i = icmp ult i64 %shr.i.i72.i.i, %conv4.i.i.i
  %sub.i.i74.i.i = select i1 %cmp.not.i.i73.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i75.i.i = sub nsw i64 %shr.i.i72.i.i, %sub.i.i74.i.i
  %conv8.i.i76.i.i = trunc i64 %cond.i.i75.i.i to i32
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !20
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !34

_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i: ; preds = %for.body25.i.i, %if.end19.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp11159.i, label %for.body13.lr.ph.i, label %for.cond.cleanup12.i

for.body13.lr.ph.i:                               ; preds = %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  %idxprom20.i = zext i32 %c.0163.i to i64
  %add.i = add nuw i32 %c.0163.i, 1
  %add26.i = add i32 %add.i, %and.i
  %cmp28157.i = icmp ult i32 %add26.i, %m
  br label %for.body13.i

for.cond.cleanup12.i:                             ; preds = %for.inc45.i, %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  br i1 %cmp13.i.i, label %if.then50.i, label %if.end57.i

for.body13.i:                                     ; preds = %for.inc45.i, %for.body13.lr.ph.i
  %i.0160.i = phi i32 [ %shr.i, %for.body13.lr.ph.i ], [ %add46.i, %for.inc45.i ]
  %cmp14.i = icmp eq i32 %i.0160.i, %r.0164.i
  br i1 %cmp14.i, label %for.inc45.i, label %if.end16.i

if.end16.i:                                       ; preds = %for.body13.i
  %conv17.i = zext i32 %i.0160.i to i64
  %mul18.i = mul i64 %conv17.i, %ld
  %add.ptr19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul18.i
  %arrayidx21.i = getelementptr inbounds i32, ptr %add.ptr19.i, i64 %idxprom20.i
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp22.i = icmp eq i32 %13, 0
  br i1 %cmp22.i, label %for.inc45.i, label %if.end24.i

if.end24.i:                                       ; preds = %if.end16.i
  br i1 %cmp28157.i, label %for.body30.lr.ph.i, label %for.cond.cleanup29.i

for.body30.lr.ph.i:                               ; preds = %if.end24.i
  %conv.i.i123.i = zext i32 %13 to i64
  %mul.i.i126.i = mul nuw i64 %conv.i.i123.i, %conv1.i.i.i
  %conv.i.i.i128.i = trunc i64 %mul.i.i126.i to i32
  %mul.i.i.i129.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i.i128.i
  %conv1.i.i.i130.i = zext i32 %mul.i.i.i129.i to i64
  %mul3.i.i.i131.i = mul nuw i64 %conv1.i.i.i130.i, %conv4.i.i.i
  %add.i.i.i132.i = add i64 %mul3.i.i.i131.i, %mul.i.i126.i
  %shr.i.i.i133.i = lshr i64 %add.i.i.i132.i, 32
  %cmp.not.i.i.i134.i = icmp ult i64 %shr.i.i.i133.i, %conv4.i.i.i
  %sub.i.i.i135.i = select i1 %cmp.not.i.i.i134.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i136.i = sub nsw i64 %shr.i.i.i133.i, %sub.i.i.i135.i
  %conv.i.i139.i = and i64 %cond.i.i.i136.i, 4294967295
  br label %for.body30.i

for.cond.cleanup29.i:                             ; preds = %for.body30.i, %if.end24.i
  br i1 %cmp39.i, label %if.then40.i, label %for.inc45.i

for.body30.i:                                     ; preds = %for.body30.i, %for.body30.lr.ph.i
  %j.0158.i = phi i32 [ %add26.i, %for.body30.lr.ph.i ], [ %add38.i, %for.body30.i ]
  %idxprom31.i = zext i32 %j.0158.i to i64
  %arrayidx32.i = getelementptr inbounds i32, ptr %add.ptr19.i, i64 %idxprom31.i
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !20
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !20
  %conv1.i.i140.i = zext i32 %15 to i64
  %mul.i.i141.i = mul nuw i64 %conv.i.i139.i, %conv1.i.i140.i
  %conv.i.i.i142.i = trunc i64 %mul.i.i141.i to i32
  %mul.i.i.i143.i = mul i32 %q.sroa.7.0.copyload.i, %conv.i.i.i142.i
  %conv1.i.i.i144.i = zext i32 %mul.i.i.i143.i to i64
  %mul3.i.i.i146.i = mul nuw i64 %conv1.i.i.i144.i, %conv4.i.i.i
  %add.i.i.i147.i = add i64 %mul3.i.i.i146.i, %mul.i.i141.i
  %shr.i.i.i148.i = lshr i64 %add.i.i.i147.i, 32
  %cmp.not.i.i.i149.i = icmp ult i64 %shr.i.i.i148.i, %conv4.i.i.i
  %sub.i.i.i150.i = select i1 %cmp.not.i.i.i149.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i151.i = sub nsw i64 %shr.i.i.i148.i, %sub.i.i.i150.i
  %conv8.i.i.i152.i = trunc i64 %cond.i.i.i151.i to i32
  %cmp.not.i.i153.i = icmp ult i32 %14, %conv8.i.i.i152.i
  %add.i.i154.i = select i1 %cmp.not.i.i153.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %14, %conv8.i.i.i152.i
  %cond.i.i155.i = add i32 %a.pn.i.i.i, %add.i.i154.i
  store i32 %cond.i.i155.i, ptr %arrayidx32.i, align 4, !tbaa !20
  %add38.i = add i32 %j.0158.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !38

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !20
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0160.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !39

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0163.i, ptr %arrayidx56.i, align 4, !tbaa !20
  br label %if.end57.i

if.end57.i:                                       ; preds = %if.then50.i, %for.cond.cleanup12.i
  %inc.i = add i32 %r.0164.i, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup58.i

cleanup58.i:                                      ; preds = %if.end57.i, %_ZL14find_pivot_rowPKjjyjjPj.exit.i
  %r.1.i = phi i32 [ %inc.i, %if.end57.i ], [ %r.0164.i, %_ZL14find_pivot_rowPKjjyjjPj.exit.i ]
  %inc62.i = add nuw i32 %c.0163.i, 1
  %cmp.i = icmp ult i32 %inc62.i, %m
  %cmp4.i = icmp ult i32 %r.1.i, %n
  %16 = select i1 %cmp.i, i1 %cmp4.i, i1 false
  br i1 %16, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !40

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !20
  br label %_ZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_.exit

_ZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_.exit: ; preds = %for.cond.cleanup.i, %if.then66.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_pivot_step_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %state, ptr nocapture noundef writeonly %colbuf, ptr nocapture noundef writeonly %pivcols, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !19
  %q.sroa.5.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.5.0.copyload.i = load i32, ptr %q.sroa.5.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !26
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !41
  %cmp.i = icmp ult i32 %3, %n
  br i1 %cmp.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %entry
  %add.i.i = add i32 %3, %1
  %cmp54.i.i = icmp ult i32 %add.i.i, %n
  br i1 %cmp54.i.i, label %for.body.lr.ph.i.i, label %cleanup.i.i

for.body.lr.ph.i.i:                               ; preds = %cond.true.i
  %conv2.i.i = zext i32 %c to i64
  br label %for.body.i.i

for.body.i.i:                                     ; preds = %for.inc.i.i, %for.body.lr.ph.i.i
  %i.055.i.i = phi i32 [ %add.i.i, %for.body.lr.ph.i.i ], [ %add5.i.i, %for.inc.i.i ]
  %conv.i.i = zext i32 %i.055.i.i to i64
  %mul.i.i = mul i64 %conv.i.i, %ld
  %add3.i.i = add i64 %mul.i.i, %conv2.i.i
  %arrayidx.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add3.i.i
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !20
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !29

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  br i1 %cmp8.not58.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i

for.body10.i.i:                                   ; preds = %cleanup.i.i, %if.end24.i.i
  %s.059.in.i.i = phi i32 [ %s.059.i.i, %if.end24.i.i ], [ %2, %cleanup.i.i ]
  %s.059.i.i = lshr i32 %s.059.in.i.i, 1
  %cmp11.i.i = icmp ult i32 %1, %s.059.i.i
  br i1 %cmp11.i.i, label %land.lhs.true.i.i, label %if.end24.i.i

land.lhs.true.i.i:                                ; preds = %for.body10.i.i
  %add12.i.i = add i32 %s.059.i.i, %1
  %idxprom13.i.i = zext i32 %add12.i.i to i64
  %arrayidx14.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom13.i.i
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !20
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !20
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !20
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !31

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cond.end.i

cond.end.i:                                       ; preds = %_ZL14find_pivot_rowPKjjyjjPj.exit.i, %entry
  %cond.i = phi i32 [ %7, %_ZL14find_pivot_rowPKjjyjjPj.exit.i ], [ %n, %entry ]
  %cmp6.i = icmp eq i32 %cond.i, %n
  br i1 %cmp6.i, label %if.then.i, label %if.end11.i

if.then.i:                                        ; preds = %cond.end.i
  %cmp7.i = icmp eq i32 %1, 0
  br i1 %cmp7.i, label %if.then8.i, label %_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

if.then8.i:                                       ; preds = %if.then.i
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !43
  br label %_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

if.end11.i:                                       ; preds = %cond.end.i
  %conv.i89.i = zext i32 %3 to i64
  %mul.i90.i = mul i64 %conv.i89.i, %ld
  %add.ptr.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul.i90.i
  %cmp.not.i.i = icmp eq i32 %cond.i, %3
  br i1 %cmp.not.i.i, label %if.end.i.i, label %if.then.i.i

if.then.i.i:                                      ; preds = %if.end11.i
  %conv2.i91.i = zext i32 %cond.i to i64
  %mul3.i.i = mul i64 %conv2.i91.i, %ld
  %add.ptr4.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul3.i.i
  %add.i92.i = add i32 %1, %c
  %cmp577.i.i = icmp ult i32 %add.i92.i, %m
  br i1 %cmp577.i.i, label %for.body.i96.i, label %if.end.i.i

for.body.i96.i:                                   ; preds = %if.then.i.i, %for.body.i96.i
  %j.078.i.i = phi i32 [ %add12.i95.i, %for.body.i96.i ], [ %add.i92.i, %if.then.i.i ]
  %idxprom.i93.i = zext i32 %j.078.i.i to i64
  %arrayidx.i94.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i93.i
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !20
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !20
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !20
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !20
  %add12.i95.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !32

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !20
  %cmp.not16.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not16.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %if.then14.i.i, %while.body.i.i.i
  %t.020.i.i.i = phi i64 [ %nt.019.i.i.i, %while.body.i.i.i ], [ 0, %if.then14.i.i ]
  %nt.019.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %if.then14.i.i ]
  %r.018.i.i.i = phi i32 [ %nr.017.i.i.i, %while.body.i.i.i ], [ %q.sroa.0.0.copyload.i, %if.then14.i.i ]
  %nr.017.i.i.i = phi i32 [ %sub2.i.i.i, %while.body.i.i.i ], [ %10, %if.then14.i.i ]
  %div.i.i.i = udiv i32 %r.018.i.i.i, %nr.017.i.i.i
  %conv.i.i.i = zext i32 %div.i.i.i to i64
  %mul.i.i.i = mul nsw i64 %nt.019.i.i.i, %conv.i.i.i
  %sub.i.i.i = sub nsw i64 %t.020.i.i.i, %mul.i.i.i
  %mul1.i.i.i = mul nuw i32 %div.i.i.i, %nr.017.i.i.i
  %sub2.i.i.i = sub nuw i32 %r.018.i.i.i, %mul1.i.i.i
  %cmp.not.i.i.i = icmp eq i32 %sub2.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !33

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.019.i.i.i, %while.body.i.i.i ]
  %cmp3.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %conv4.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %add.i.i.i = select i1 %cmp3.i.i.i, i64 %conv4.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i.i.i = zext i32 %q.sroa.7.0.copyload.i to i64
  %mul.i62.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i62.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.5.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i62.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !20
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !20
  %conv.i63.i.i = zext i32 %11 to i64
  %conv2.i.i69.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !20
  %conv1.i64.i.i = zext i32 %12 to i64
  %mul.i65.i.i = mul nuw i64 %conv1.i64.i.i, %conv.i63.i.i
  %conv.i.i66.i.i = trunc i64 %mul.i65.i.i to i32
  %mul.i.i67.i.i = mul i32 %q.sroa.5.0.copyload.i, %conv.i.i66.i.i
  %conv1.i.i68.i.i = zext i32 %mul.i.i67.i.i to i64
  %mul3.i.i70.i.i = mul nuw i64 %conv1.i.i68.i.i, %conv2.i.i69.i.i
  %add.i.i71.i.i = add i64 %mul3.i.i70.i.i, %mul.i65.i.i
  %shr.i.i72.i.i = lshr i64 %add.i.i71.i.i, 32
  %cmp.not.i.i73.i.i = icmp ult i64 %shr.i.i72.i.i, %conv2.i.i69.i.i
  %sub.i.i74.i.i = select i1 %cmp.not.i.i73.i.i, i64 0, i64 %conv2.i.i69.i.i
  %cond.i.i75.i.i = sub nsw i64 %shr.i.i72.i.i, %sub.i.i74.i.i
  %conv8.i.i76.i.i = trunc i64 %cond.i.i75.i.i to i32
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !20
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !34

_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i: ; preds = %for.body25.i.i, %if.end19.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %conv13.i = zext i32 %n to i64
  %mul14.i = mul nuw i64 %conv13.i, %idxprom.i
  %add.ptr15.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul14.i
  %cmp1697.i = icmp ult i32 %1, %n
  br i1 %cmp1697.i, label %for.body.lr.ph.i, label %for.cond.cleanup.i

for.body.lr.ph.i:                                 ; preds = %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  %conv22.i = zext i32 %c to i64
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cond.end25.i, %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  br i1 %cmp13.i.i, label %if.then31.i, label %_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

for.body.i:                                       ; preds = %cond.end25.i, %for.body.lr.ph.i
  %i.098.i = phi i32 [ %1, %for.body.lr.ph.i ], [ %add29.i, %cond.end25.i ]
  %cmp17.i = icmp eq i32 %i.098.i, %3
  %.pre.i = zext i32 %i.098.i to i64
  br i1 %cmp17.i, label %cond.end25.i, label %cond.false19.i

cond.false19.i:                                   ; preds = %for.body.i
  %mul21.i = mul i64 %.pre.i, %ld
  %add.i = add i64 %mul21.i, %conv22.i
  %arrayidx23.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add.i
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !20
  br label %cond.end25.i

cond.end25.i:                                     ; preds = %cond.false19.i, %for.body.i
  %cond26.i = phi i32 [ %13, %cond.false19.i ], [ 0, %for.body.i ]
  %arrayidx28.i = getelementptr inbounds i32, ptr %add.ptr15.i, i64 %.pre.i
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !20
  %add29.i = add i32 %i.098.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !44

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !20
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !43
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !41
  br label %_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

_ZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit: ; preds = %if.then.i, %if.then8.i, %for.cond.cleanup.i, %if.then31.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_pivot_step_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %state, ptr nocapture noundef writeonly %colbuf, ptr nocapture noundef writeonly %pivcols, i32 noundef %c) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !19
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !26
  %q.sroa.9.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.9.0.copyload.i = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !41
  %cmp.i = icmp ult i32 %3, %n
  br i1 %cmp.i, label %cond.true.i, label %cond.end.i

cond.true.i:                                      ; preds = %entry
  %add.i.i = add i32 %3, %1
  %cmp54.i.i = icmp ult i32 %add.i.i, %n
  br i1 %cmp54.i.i, label %for.body.lr.ph.i.i, label %cleanup.i.i

for.body.lr.ph.i.i:                               ; preds = %cond.true.i
  %conv2.i.i = zext i32 %c to i64
  br label %for.body.i.i

for.body.i.i:                                     ; preds = %for.inc.i.i, %for.body.lr.ph.i.i
  %i.055.i.i = phi i32 [ %add.i.i, %for.body.lr.ph.i.i ], [ %add5.i.i, %for.inc.i.i ]
  %conv.i.i = zext i32 %i.055.i.i to i64
  %mul.i.i = mul i64 %conv.i.i, %ld
  %add3.i.i = add i64 %mul.i.i, %conv2.i.i
  %arrayidx.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add3.i.i
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !20
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !29

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not58.i.i = icmp ult i32 %2, 2
  br i1 %cmp8.not58.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i

for.body10.i.i:                                   ; preds = %cleanup.i.i, %if.end24.i.i
  %s.059.in.i.i = phi i32 [ %s.059.i.i, %if.end24.i.i ], [ %2, %cleanup.i.i ]
  %s.059.i.i = lshr i32 %s.059.in.i.i, 1
  %cmp11.i.i = icmp ult i32 %1, %s.059.i.i
  br i1 %cmp11.i.i, label %land.lhs.true.i.i, label %if.end24.i.i

land.lhs.true.i.i:                                ; preds = %for.body10.i.i
  %add12.i.i = add i32 %s.059.i.i, %1
  %idxprom13.i.i = zext i32 %add12.i.i to i64
  %arrayidx14.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom13.i.i
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !20
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !20
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !20
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !31

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cond.end.i

cond.end.i:                                       ; preds = %_ZL14find_pivot_rowPKjjyjjPj.exit.i, %entry
  %cond.i = phi i32 [ %7, %_ZL14find_pivot_rowPKjjyjjPj.exit.i ], [ %n, %entry ]
  %cmp6.i = icmp eq i32 %cond.i, %n
  br i1 %cmp6.i, label %if.then.i, label %if.end11.i

if.then.i:                                        ; preds = %cond.end.i
  %cmp7.i = icmp eq i32 %1, 0
  br i1 %cmp7.i, label %if.then8.i, label %_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

if.then8.i:                                       ; preds = %if.then.i
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !43
  br label %_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

if.end11.i:                                       ; preds = %cond.end.i
  %conv.i89.i = zext i32 %3 to i64
  %mul.i90.i = mul i64 %conv.i89.i, %ld
  %add.ptr.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul.i90.i
  %cmp.not.i.i = icmp eq i32 %cond.i, %3
  br i1 %cmp.not.i.i, label %if.end.i.i, label %if.then.i.i

if.then.i.i:                                      ; preds = %if.end11.i
  %conv2.i91.i = zext i32 %cond.i to i64
  %mul3.i.i = mul i64 %conv2.i91.i, %ld
  %add.ptr4.i.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %mul3.i.i
  %add.i92.i = add i32 %1, %c
  %cmp577.i.i = icmp ult i32 %add.i92.i, %m
  br i1 %cmp577.i.i, label %for.body.i96.i, label %if.end.i.i

for.body.i96.i:                                   ; preds = %if.then.i.i, %for.body.i96.i
  %j.078.i.i = phi i32 [ %add12.i95.i, %for.body.i96.i ], [ %add.i92.i, %if.then.i.i ]
  %idxprom.i93.i = zext i32 %j.078.i.i to i64
  %arrayidx.i94.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom.i93.i
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !20
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !20
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !20
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !20
  %add12.i95.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !32

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !20
  %cmp.not16.i.i.i = icmp eq i32 %10, 0
  br i1 %cmp.not16.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i

while.body.i.i.i:                                 ; preds = %if.then14.i.i, %while.body.i.i.i
  %t.020.i.i.i = phi i64 [ %nt.019.i.i.i, %while.body.i.i.i ], [ 0, %if.then14.i.i ]
  %nt.019.i.i.i = phi i64 [ %sub.i.i.i, %while.body.i.i.i ], [ 1, %if.then14.i.i ]
  %r.018.i.i.i = phi i32 [ %nr.017.i.i.i, %while.body.i.i.i ], [ %q.sroa.0.0.copyload.i, %if.then14.i.i ]
  %nr.017.i.i.i = phi i32 [ %sub2.i.i.i, %while.body.i.i.i ], [ %10, %if.then14.i.i ]
  %div.i.i.i = udiv i32 %r.018.i.i.i, %nr.017.i.i.i
  %conv.i.i.i = zext i32 %div.i.i.i to i64
  %mul.i.i.i = mul nsw i64 %nt.019.i.i.i, %conv.i.i.i
  %sub.i.i.i = sub nsw i64 %t.020.i.i.i, %mul.i.i.i
  %mul1.i.i.i = mul nuw i32 %div.i.i.i, %nr.017.i.i.i
  %sub2.i.i.i = sub nuw i32 %r.018.i.i.i, %mul1.i.i.i
  %cmp.not.i.i.i = icmp eq i32 %sub2.i.i.i, 0
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !33

_ZL11inverse_modjj.exit.i.i:                      ; preds = %while.body.i.i.i, %if.then14.i.i
  %t.0.lcssa.i.i.i = phi i64 [ 0, %if.then14.i.i ], [ %nt.019.i.i.i, %while.body.i.i.i ]
  %cmp3.i.i.i = icmp slt i64 %t.0.lcssa.i.i.i, 0
  %conv4.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %add.i.i.i = select i1 %cmp3.i.i.i, i64 %conv4.i.i.i, i64 0
  %cond.i.i.i = add nsw i64 %add.i.i.i, %t.0.lcssa.i.i.i
  %conv.i61.i.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i.i.i = zext i32 %q.sroa.9.0.copyload.i to i64
  %mul.i62.i.i = mul nuw i64 %conv.i61.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i62.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i62.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !20
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !20
  %conv.i63.i.i = zext i32 %11 to i64
  %conv2.i.i69.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !20
  %conv1.i64.i.i = zext i32 %12 to i64
  %mul.i65.i.i = mul nuw i64 %conv1.i64.i.i, %conv.i63.i.i
  %conv.i.i66.i.i = trunc i64 %mul.i65.i.i to i32
  %mul.i.i67.i.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i66.i.i
  %conv1.i.i68.i.i = zext i32 %mul.i.i67.i.i to i64
  %mul3.i.i70.i.i = mul nuw i64 %conv1.i.i68.i.i, %conv2.i.i69.i.i
  %add.i.i71.i.i = add i64 %mul3.i.i70.i.i, %mul.i65.i.i
  %shr.i.i72.i.i = lshr i64 %add.i.i71.i.i, 32
  %cmp.not.i.i73.i.i = icmp ult i64 %shr.i.i72.i.i, %conv2.i.i69.i.i
  %sub.i.i74.i.i = select i1 %cmp.not.i.i73.i.i, i64 0, i64 %conv2.i.i69.i.i
  %cond.i.i75.i.i = sub nsw i64 %shr.i.i72.i.i, %sub.i.i74.i.i
  %conv8.i.i76.i.i = trunc i64 %cond.i.i75.i.i to i32
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !20
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !34

_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i: ; preds = %for.body25.i.i, %if.end19.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %conv13.i = zext i32 %n to i64
  %mul14.i = mul nuw i64 %conv13.i, %idxprom.i
  %add.ptr15.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul14.i
  %cmp16113.i = icmp ult i32 %1, %n
  br i1 %cmp16113.i, label %for.body.lr.ph.i, label %for.cond.cleanup.i

for.body.lr.ph.i:                                 ; preds = %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  %conv22.i = zext i32 %c to i64
  %conv1.i.i99.i = zext i32 %q.sroa.9.0.copyload.i to i64
  %conv2.i.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body.i

for.cond.cleanup.i:                               ; preds = %cond.end25.i, %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i
  br i1 %cmp13.i.i, label %if.then31.i, label %_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

for.body.i:                                       ; preds = %cond.end25.i, %for.body.lr.ph.i
  %i.0114.i = phi i32 [ %1, %for.body.lr.ph.i ], [ %add29.i, %cond.end25.i ]
  %cmp17.i = icmp eq i32 %i.0114.i, %3
  %.pre.i = zext i32 %i.0114.i to i64
  br i1 %cmp17.i, label %cond.end25.i, label %cond.false19.i

cond.false19.i:                                   ; preds = %for.body.i
  %mul21.i = mul i64 %.pre.i, %ld
  %add.i = add i64 %mul21.i, %conv22.i
  %arrayidx23.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add.i
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !20
  %conv.i.i97.i = zext i32 %13 to i64
  %mul.i.i100.i = mul nuw i64 %conv.i.i97.i, %conv1.i.i99.i
  %conv.i.i.i102.i = trunc i64 %mul.i.i100.i to i32
  %mul.i.i.i103.i = mul i32 %q.sroa.6.0.copyload.i, %conv.i.i.i102.i
  %conv1.i.i.i104.i = zext i32 %mul.i.i.i103.i to i64
  %mul3.i.i.i105.i = mul nuw i64 %conv1.i.i.i104.i, %conv2.i.i.i.i
  %add.i.i.i106.i = add i64 %mul3.i.i.i105.i, %mul.i.i100.i
  %shr.i.i.i107.i = lshr i64 %add.i.i.i106.i, 32
  %cmp.not.i.i.i108.i = icmp ult i64 %shr.i.i.i107.i, %conv2.i.i.i.i
  %sub.i.i.i109.i = select i1 %cmp.not.i.i.i108.i, i64 0, i64 %conv2.i.i.i.i
  %cond.i.i.i110.i = sub nsw i64 %shr.i.i.i107.i, %sub.i.i.i109.i
  %conv8.i.i.i111.i = trunc i64 %cond.i.i.i110.i to i32
  br label %cond.end25.i

cond.end25.i:                                     ; preds = %cond.false19.i, %for.body.i
  %cond26.i = phi i32 [ %conv8.i.i.i111.i, %cond.false19.i ], [ 0, %for.body.i ]
  %arrayidx28.i = getelementptr inbounds i32, ptr %add.ptr15.i, i64 %.pre.i
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !20
  %add29.i = add i32 %i.0114.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !45

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !20
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !43
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !41
  br label %_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit

_ZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_j.exit: ; preds = %if.then.i, %if.then8.i, %for.cond.cleanup.i, %if.then31.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_eliminate_step_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %state, ptr nocapture noundef readonly %colbuf, i32 noundef %c, i32 noundef %rows_per_block) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom.i = zext i32 %0 to i64
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !43
  %cmp.i = icmp eq i32 %1, -1
  br i1 %cmp.i, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %if.end.i

if.end.i:                                         ; preds = %entry
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul.i = mul i32 %2, %3
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add.i = add i32 %mul.i, %4
  %add4.i = add i32 %add.i, %c
  %cmp5.not.i = icmp ult i32 %add4.i, %m
  br i1 %cmp5.not.i, label %if.end7.i, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

if.end7.i:                                        ; preds = %if.end.i
  %arrayidx9.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !19
  %q.sroa.464.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 16
  %q.sroa.464.0.copyload.i = load i64, ptr %q.sroa.464.0.arrayidx9.sroa_idx.i, align 8, !tbaa.struct !27
  %conv12.i = zext i32 %n to i64
  %mul13.i = mul nuw i64 %conv12.i, %idxprom.i
  %add.ptr14.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul13.i
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul21.i = mul i32 %5, %rows_per_block
  %add22.i = add i32 %mul21.i, %rows_per_block
  %6 = tail call i32 @llvm.umin.i32(i32 %add22.i, i32 %n)
  %cmp2565.i = icmp ugt i32 %6, %mul21.i
  br i1 %cmp2565.i, label %for.body.lr.ph.i, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

for.body.lr.ph.i:                                 ; preds = %if.end7.i
  %mul10.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul10.i
  %conv15.i = zext i32 %1 to i64
  %mul16.i = mul i64 %conv15.i, %ld
  %conv17.i = zext i32 %add4.i to i64
  %add18.i = add i64 %mul16.i, %conv17.i
  %arrayidx19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add18.i
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !20
  %add.ptr3363.i = getelementptr i32, ptr %add.ptr.i, i64 %conv17.i
  %conv1.i.i.i = zext i32 %7 to i64
  %conv2.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %8 = sub i32 %6, %mul21.i
  %.neg = add i32 %mul21.i, 1
  %xtraiter = and i32 %8, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.i.prol.loopexit, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %for.body.lr.ph.i
  %idxprom26.i.prol = zext i32 %mul21.i to i64
  %arrayidx27.i.prol = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.prol
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !20
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !20
  %conv.i.i.i.prol = zext i32 %9 to i64
  %mul.i.i.i.prol = mul nuw i64 %conv.i.i.i.prol, %conv1.i.i.i
  %11 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i.prol, i64 %q.sroa.464.0.copyload.i)
  %mul3.i.i.i.prol = mul i64 %11, %conv2.i.i.i
  %sub.i.i.i.prol = sub i64 %mul.i.i.i.prol, %mul3.i.i.i.prol
  %cmp.not.i.i.i.prol = icmp ult i64 %sub.i.i.i.prol, %conv2.i.i.i
  %sub8.i.i.i.prol = select i1 %cmp.not.i.i.i.prol, i64 0, i64 %conv2.i.i.i
  %cond.i.i.i.prol = sub i64 %sub.i.i.i.prol, %sub8.i.i.i.prol
  %conv9.i.i.i.prol = trunc i64 %cond.i.i.i.prol to i32
  %cmp.not.i4.i.i.prol = icmp ult i32 %10, %conv9.i.i.i.prol
  %add.i.i.i.prol = select i1 %cmp.not.i4.i.i.prol, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.prol = sub i32 %10, %conv9.i.i.i.prol
  %cond.i5.i.i.prol = add i32 %a.pn.i.i.i.prol, %add.i.i.i.prol
  store i32 %cond.i5.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !20
  br label %cleanup.i.prol

cleanup.i.prol:                                   ; preds = %if.end30.i.prol, %for.body.i.prol
  %inc.i.prol = add nuw i32 %mul21.i, 1
  br label %for.body.i.prol.loopexit

for.body.i.prol.loopexit:                         ; preds = %cleanup.i.prol, %for.body.lr.ph.i
  %i.066.i.unr = phi i32 [ %mul21.i, %for.body.lr.ph.i ], [ %inc.i.prol, %cleanup.i.prol ]
  %12 = icmp eq i32 %6, %.neg
  br i1 %12, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.prol.loopexit, %cleanup.i.1
  %i.066.i = phi i32 [ %inc.i.1, %cleanup.i.1 ], [ %i.066.i.unr, %for.body.i.prol.loopexit ]
  %idxprom26.i = zext i32 %i.066.i to i64
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i
  %13 = load i32, ptr %arrayidx27.i, align 4, !tbaa !20
  %cmp28.i = icmp eq i32 %13, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i
  %14 = load i32, ptr %add.ptr34.i, align 4, !tbaa !20
  %conv.i.i.i = zext i32 %13 to i64
  %mul.i.i.i = mul nuw i64 %conv.i.i.i, %conv1.i.i.i
  %15 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i, i64 %q.sroa.464.0.copyload.i)
  %mul3.i.i.i = mul i64 %15, %conv2.i.i.i
  %sub.i.i.i = sub i64 %mul.i.i.i, %mul3.i.i.i
  %cmp.not.i.i.i = icmp ult i64 %sub.i.i.i, %conv2.i.i.i
  %sub8.i.i.i = select i1 %cmp.not.i.i.i, i64 0, i64 %conv2.i.i.i
  %cond.i.i.i = sub i64 %sub.i.i.i, %sub8.i.i.i
  %conv9.i.i.i = trunc i64 %cond.i.i.i to i32
  %cmp.not.i4.i.i = icmp ult i32 %14, %conv9.i.i.i
  %add.i.i.i = select i1 %cmp.not.i4.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %14, %conv9.i.i.i
  %cond.i5.i.i = add i32 %a.pn.i.i.i, %add.i.i.i
  store i32 %cond.i5.i.i, ptr %add.ptr34.i, align 4, !tbaa !20
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.066.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %16 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !20
  %cmp28.i.1 = icmp eq i32 %16, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.1
  %17 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !20
  %conv.i.i.i.1 = zext i32 %16 to i64
  %mul.i.i.i.1 = mul nuw i64 %conv.i.i.i.1, %conv1.i.i.i
  %18 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i.1, i64 %q.sroa.464.0.copyload.i)
  %mul3.i.i.i.1 = mul i64 %18, %conv2.i.i.i
  %sub.i.i.i.1 = sub i64 %mul.i.i.i.1, %mul3.i.i.i.1
  %cmp.not.i.i.i.1 = icmp ult i64 %sub.i.i.i.1, %conv2.i.i.i
  %sub8.i.i.i.1 = select i1 %cmp.not.i.i.i.1, i64 0, i64 %conv2.i.i.i
  %cond.i.i.i.1 = sub i64 %sub.i.i.i.1, %sub8.i.i.i.1
  %conv9.i.i.i.1 = trunc i64 %cond.i.i.i.1 to i32
  %cmp.not.i4.i.i.1 = icmp ult i32 %17, %conv9.i.i.i.1
  %add.i.i.i.1 = select i1 %cmp.not.i4.i.i.1, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.1 = sub i32 %17, %conv9.i.i.i.1
  %cond.i5.i.i.1 = add i32 %a.pn.i.i.i.1, %add.i.i.i.1
  store i32 %cond.i5.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !20
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.066.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !46

_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_eliminate_step_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %state, ptr nocapture noundef readonly %colbuf, i32 noundef %c, i32 noundef %rows_per_block) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom.i = zext i32 %0 to i64
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !43
  %cmp.i = icmp eq i32 %1, -1
  br i1 %cmp.i, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %if.end.i

if.end.i:                                         ; preds = %entry
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul.i = mul i32 %2, %3
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add.i = add i32 %mul.i, %4
  %add4.i = add i32 %add.i, %c
  %cmp5.not.i = icmp ult i32 %add4.i, %m
  br i1 %cmp5.not.i, label %if.end7.i, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

if.end7.i:                                        ; preds = %if.end.i
  %arrayidx9.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !19
  %q.sroa.4.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 4
  %q.sroa.4.0.copyload.i = load i32, ptr %q.sroa.4.0.arrayidx9.sroa_idx.i, align 4, !tbaa.struct !26
  %conv12.i = zext i32 %n to i64
  %mul13.i = mul nuw i64 %conv12.i, %idxprom.i
  %add.ptr14.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul13.i
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul21.i = mul i32 %5, %rows_per_block
  %add22.i = add i32 %mul21.i, %rows_per_block
  %6 = tail call i32 @llvm.umin.i32(i32 %add22.i, i32 %n)
  %cmp2564.i = icmp ugt i32 %6, %mul21.i
  br i1 %cmp2564.i, label %for.body.lr.ph.i, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

for.body.lr.ph.i:                                 ; preds = %if.end7.i
  %mul10.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul10.i
  %conv15.i = zext i32 %1 to i64
  %mul16.i = mul i64 %conv15.i, %ld
  %conv17.i = zext i32 %add4.i to i64
  %add18.i = add i64 %mul16.i, %conv17.i
  %arrayidx19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add18.i
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !20
  %add.ptr3363.i = getelementptr i32, ptr %add.ptr.i, i64 %conv17.i
  %conv1.i.i.i = zext i32 %7 to i64
  %conv2.i.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %8 = sub i32 %6, %mul21.i
  %.neg = add i32 %mul21.i, 1
  %xtraiter = and i32 %8, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.i.prol.loopexit, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %for.body.lr.ph.i
  %idxprom26.i.prol = zext i32 %mul21.i to i64
  %arrayidx27.i.prol = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.prol
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !20
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !20
  %conv.i.i.i.prol = zext i32 %9 to i64
  %mul.i.i.i.prol = mul nuw i64 %conv.i.i.i.prol, %conv1.i.i.i
  %conv.i.i.i.i.prol = trunc i64 %mul.i.i.i.prol to i32
  %mul.i.i.i.i.prol = mul i32 %q.sroa.4.0.copyload.i, %conv.i.i.i.i.prol
  %conv1.i.i.i.i.prol = zext i32 %mul.i.i.i.i.prol to i64
  %mul3.i.i.i.i.prol = mul nuw i64 %conv1.i.i.i.i.prol, %conv2.i.i.i.i
  %add.i.i.i.i.prol = add i64 %mul3.i.i.i.i.prol, %mul.i.i.i.prol
  %shr.i.i.i.i.prol = lshr i64 %add.i.i.i.i.prol, 32
  %cmp.not.i.i.i.i.prol = icmp ult i64 %shr.i.i.i.i.prol, %conv2.i.i.i.i
  %sub.i.i.i.i.prol = select i1 %cmp.not.i.i.i.i.prol, i64 0, i64 %conv2.i.i.i.i
  %cond.i.i.i.i.prol = sub nsw i64 %shr.i.i.i.i.prol, %sub.i.i.i.i.prol
  %conv8.i.i.i.i.prol = trunc i64 %cond.i.i.i.i.prol to i32
  %cmp.not.i.i.i.prol = icmp ult i32 %10, %conv8.i.i.i.i.prol
  %add.i.i.i.prol = select i1 %cmp.not.i.i.i.prol, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.prol = sub i32 %10, %conv8.i.i.i.i.prol
  %cond.i.i.i.prol = add i32 %a.pn.i.i.i.prol, %add.i.i.i.prol
  store i32 %cond.i.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !20
  br label %cleanup.i.prol

cleanup.i.prol:                                   ; preds = %if.end30.i.prol, %for.body.i.prol
  %inc.i.prol = add nuw i32 %mul21.i, 1
  br label %for.body.i.prol.loopexit

for.body.i.prol.loopexit:                         ; preds = %cleanup.i.prol, %for.body.lr.ph.i
  %i.065.i.unr = phi i32 [ %mul21.i, %for.body.lr.ph.i ], [ %inc.i.prol, %cleanup.i.prol ]
  %11 = icmp eq i32 %6, %.neg
  br i1 %11, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.prol.loopexit, %cleanup.i.1
  %i.065.i = phi i32 [ %inc.i.1, %cleanup.i.1 ], [ %i.065.i.unr, %for.body.i.prol.loopexit ]
  %idxprom26.i = zext i32 %i.065.i to i64
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i
  %12 = load i32, ptr %arrayidx27.i, align 4, !tbaa !20
  %cmp28.i = icmp eq i32 %12, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i
  %13 = load i32, ptr %add.ptr34.i, align 4, !tbaa !20
  %conv.i.i.i = zext i32 %12 to i64
  %mul.i.i.i = mul nuw i64 %conv.i.i.i, %conv1.i.i.i
  %conv.i.i.i.i = trunc i64 %mul.i.i.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.4.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv2.i.i.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i.i.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv2.i.i.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv2.i.i.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv8.i.i.i.i = trunc i64 %cond.i.i.i.i to i32
  %cmp.not.i.i.i = icmp ult i32 %13, %conv8.i.i.i.i
  %add.i.i.i = select i1 %cmp.not.i.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %13, %conv8.i.i.i.i
  %cond.i.i.i = add i32 %a.pn.i.i.i, %add.i.i.i
  store i32 %cond.i.i.i, ptr %add.ptr34.i, align 4, !tbaa !20
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.065.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %14 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !20
  %cmp28.i.1 = icmp eq i32 %14, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3363.i, i64 %mul32.i.1
  %15 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !20
  %conv.i.i.i.1 = zext i32 %14 to i64
  %mul.i.i.i.1 = mul nuw i64 %conv.i.i.i.1, %conv1.i.i.i
  %conv.i.i.i.i.1 = trunc i64 %mul.i.i.i.1 to i32
  %mul.i.i.i.i.1 = mul i32 %q.sroa.4.0.copyload.i, %conv.i.i.i.i.1
  %conv1.i.i.i.i.1 = zext i32 %mul.i.i.i.i.1 to i64
  %mul3.i.i.i.i.1 = mul nuw i64 %conv1.i.i.i.i.1, %conv2.i.i.i.i
  %add.i.i.i.i.1 = add i64 %mul3.i.i.i.i.1, %mul.i.i.i.1
  %shr.i.i.i.i.1 = lshr i64 %add.i.i.i.i.1, 32
  %cmp.not.i.i.i.i.1 = icmp ult i64 %shr.i.i.i.i.1, %conv2.i.i.i.i
  %sub.i.i.i.i.1 = select i1 %cmp.not.i.i.i.i.1, i64 0, i64 %conv2.i.i.i.i
  %cond.i.i.i.i.1 = sub nsw i64 %shr.i.i.i.i.1, %sub.i.i.i.i.1
  %conv8.i.i.i.i.1 = trunc i64 %cond.i.i.i.i.1 to i32
  %cmp.not.i.i.i.1 = icmp ult i32 %15, %conv8.i.i.i.i.1
  %add.i.i.i.1 = select i1 %cmp.not.i.i.i.1, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.1 = sub i32 %15, %conv8.i.i.i.i.1
  %cond.i.i.i.1 = add i32 %a.pn.i.i.i.1, %add.i.i.i.1
  store i32 %cond.i.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !20
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.065.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !47

_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_factor_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %rowpiv, ptr nocapture noundef writeonly %pivrows, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef %cbuf, ptr nocapture noundef %states, i32 noundef %c0, i32 noundef %bw) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !19
  %q.sroa.11.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !26
  %q.sroa.15.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.15.0.copyload.i = load i32, ptr %q.sroa.15.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
  %q.sroa.18572.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.18572.0.copyload.i = load i64, ptr %q.sroa.18572.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !27
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %conv2.i = zext i32 %n to i64
  %mul3.i = mul nuw i64 %conv2.i, %idxprom.i
  %add.ptr4.i = getelementptr inbounds i32, ptr %rowpiv, i64 %mul3.i
  %mul8.i = shl i64 %mul3.i, 4
  %add.ptr9.i = getelementptr inbounds i32, ptr %cbuf, i64 %mul8.i
  %add.ptr10.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = load i32, ptr %add.ptr10.i, align 4, !tbaa !48
  %cmp575.i = icmp ult i32 %1, %n
  br i1 %cmp575.i, label %for.cond13.preheader.lr.ph.i, label %for.cond.cleanup.i

for.cond13.preheader.lr.ph.i:                     ; preds = %entry
  %cmp14573.not.i = icmp eq i32 %bw, 0
  %conv19.i = zext i32 %c0 to i64
  %4 = add i32 %bw, -1
  %xtraiter = and i32 %bw, 3
  %5 = icmp ult i32 %4, 3
  %unroll_iter = and i32 %bw, -4
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.cond13.preheader.i

for.cond13.preheader.i:                           ; preds = %for.cond.cleanup15.i, %for.cond13.preheader.lr.ph.i
  %i.0576.i = phi i32 [ %1, %for.cond13.preheader.lr.ph.i ], [ %add29.i, %for.cond.cleanup15.i ]
  br i1 %cmp14573.not.i, label %for.cond.cleanup15.i, label %for.body16.lr.ph.i

for.body16.lr.ph.i:                               ; preds = %for.cond13.preheader.i
  %conv17.i = zext i32 %i.0576.i to i64
  %mul18.i = mul i64 %conv17.i, %ld
  %add.i = add i64 %mul18.i, %conv19.i
  %mul24.i = shl nuw nsw i64 %conv17.i, 4
  br i1 %5, label %for.cond.cleanup15.i.loopexit.unr-lcssa, label %for.body16.i

for.cond.cleanup.i:                               ; preds = %for.cond.cleanup15.i, %entry
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp33586.not.i = icmp eq i32 %bw, 0
  br i1 %cmp33586.not.i, label %for.cond.cleanup36.i, label %land.rhs.lr.ph.i

land.rhs.lr.ph.i:                                 ; preds = %for.cond.cleanup.i
  %conv51.i = zext i32 %c0 to i64
  %shr.i.i = lshr i32 %2, 5
  %and.i.i = and i32 %1, 31
  %cmp.i.i = icmp eq i32 %and.i.i, 0
  %shr2.i.i = lshr i32 %1, 5
  %idxprom.i.i = zext i32 %shr2.i.i to i64
  %arrayidx.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom.i.i
  %cmp318.not.i.i = icmp ult i32 %2, 32
  %umax.i.i = tail call i32 @llvm.umax.i32(i32 %shr.i.i, i32 1)
  %cmp69.i = icmp eq i32 %1, 0
  %conv4.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i = zext i32 %q.sroa.15.0.copyload.i to i64
  %conv93.i = zext i32 %3 to i64
  %conv100.i = zext i32 %m to i64
  %mul101.i = mul nuw i64 %conv100.i, %idxprom.i
  %cmp114.i = icmp ult i32 %1, %bw
  %idxprom116.i = zext i32 %1 to i64
  %arrayidx117.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom116.i
  %add.ptr131484.i = getelementptr i32, ptr %add.ptr.i, i64 %conv51.i
  %add.ptr66.i1 = getelementptr i32, ptr %add.ptr.i, i64 %conv51.i
  %6 = add nsw i32 %umax.i.i, -1
  %7 = add i32 %bw, -1
  %8 = add i32 %bw, -2
  %xtraiter2 = and i32 %umax.i.i, 7
  %9 = icmp ult i32 %6, 7
  %unroll_iter6 = and i32 %umax.i.i, 134217720
  %lcmp.mod4.not = icmp eq i32 %xtraiter2, 0
  br label %land.rhs.i

for.cond.cleanup15.i.loopexit.unr-lcssa:          ; preds = %for.body16.i, %for.body16.lr.ph.i
  %t.0574.i.unr = phi i32 [ 0, %for.body16.lr.ph.i ], [ %inc.i.3, %for.body16.i ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup15.i, label %for.body16.i.epil

for.body16.i.epil:                                ; preds = %for.cond.cleanup15.i.loopexit.unr-lcssa, %for.body16.i.epil
  %t.0574.i.epil = phi i32 [ %inc.i.epil, %for.body16.i.epil ], [ %t.0574.i.unr, %for.cond.cleanup15.i.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body16.i.epil ], [ 0, %for.cond.cleanup15.i.loopexit.unr-lcssa ]
  %conv20.i.epil = zext i32 %t.0574.i.epil to i64
  %add21.i.epil = add i64 %add.i, %conv20.i.epil
  %arrayidx22.i.epil = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i.epil
  %10 = load i32, ptr %arrayidx22.i.epil, align 4, !tbaa !20
  %add26.i.epil = add nuw nsw i64 %mul24.i, %conv20.i.epil
  %arrayidx27.i.epil = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i.epil
  store i32 %10, ptr %arrayidx27.i.epil, align 4, !tbaa !20
  %inc.i.epil = add nuw i32 %t.0574.i.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup15.i, label %for.body16.i.epil, !llvm.loop !50

for.cond.cleanup15.i:                             ; preds = %for.cond.cleanup15.i.loopexit.unr-lcssa, %for.body16.i.epil, %for.cond13.preheader.i
  %add29.i = add i32 %i.0576.i, %2
  %cmp.i = icmp ult i32 %add29.i, %n
  br i1 %cmp.i, label %for.cond13.preheader.i, label %for.cond.cleanup.i, !llvm.loop !52

for.body16.i:                                     ; preds = %for.body16.lr.ph.i, %for.body16.i
  %t.0574.i = phi i32 [ %inc.i.3, %for.body16.i ], [ 0, %for.body16.lr.ph.i ]
  %niter = phi i32 [ %niter.next.3, %for.body16.i ], [ 0, %for.body16.lr.ph.i ]
  %conv20.i = zext i32 %t.0574.i to i64
  %add21.i = add i64 %add.i, %conv20.i
  %arrayidx22.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i
  %11 = load i32, ptr %arrayidx22.i, align 4, !tbaa !20
  %add26.i = add nuw nsw i64 %mul24.i, %conv20.i
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i
  store i32 %11, ptr %arrayidx27.i, align 4, !tbaa !20
  %inc.i = or i32 %t.0574.i, 1
  %conv20.i.1 = zext i32 %inc.i to i64
  %add21.i.1 = add i64 %add.i, %conv20.i.1
  %arrayidx22.i.1 = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i.1
  %12 = load i32, ptr %arrayidx22.i.1, align 4, !tbaa !20
  %add26.i.1 = add nuw nsw i64 %mul24.i, %conv20.i.1
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i.1
  store i32 %12, ptr %arrayidx27.i.1, align 4, !tbaa !20
  %inc.i.1 = or i32 %t.0574.i, 2
  %conv20.i.2 = zext i32 %inc.i.1 to i64
  %add21.i.2 = add i64 %add.i, %conv20.i.2
  %arrayidx22.i.2 = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i.2
  %13 = load i32, ptr %arrayidx22.i.2, align 4, !tbaa !20
  %add26.i.2 = add nuw nsw i64 %mul24.i, %conv20.i.2
  %arrayidx27.i.2 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i.2
  store i32 %13, ptr %arrayidx27.i.2, align 4, !tbaa !20
  %inc.i.2 = or i32 %t.0574.i, 3
  %conv20.i.3 = zext i32 %inc.i.2 to i64
  %add21.i.3 = add i64 %add.i, %conv20.i.3
  %arrayidx22.i.3 = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i.3
  %14 = load i32, ptr %arrayidx22.i.3, align 4, !tbaa !20
  %add26.i.3 = add nuw nsw i64 %mul24.i, %conv20.i.3
  %arrayidx27.i.3 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i.3
  store i32 %14, ptr %arrayidx27.i.3, align 4, !tbaa !20
  %inc.i.3 = add nuw i32 %t.0574.i, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup15.i.loopexit.unr-lcssa, label %for.body16.i, !llvm.loop !53

land.rhs.i:                                       ; preds = %cleanup164.i, %land.rhs.lr.ph.i
  %count.0589.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %count.1.i, %cleanup164.i ]
  %t31.0587.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %inc169.i, %cleanup164.i ]
  %15 = sub i32 %7, %t31.0587.i
  %16 = sub i32 %bw, %t31.0587.i
  %17 = sub i32 %7, %t31.0587.i
  %add34.i = add i32 %count.0589.i, %3
  %cmp35.i = icmp ult i32 %add34.i, %n
  br i1 %cmp35.i, label %for.cond39.preheader.i, label %for.cond.cleanup36.i

for.cond39.preheader.i:                           ; preds = %land.rhs.i
  br i1 %cmp575.i, label %for.body45.lr.ph.i, label %for.cond.cleanup44.i

for.body45.lr.ph.i:                               ; preds = %for.cond39.preheader.i
  %conv53.i = zext i32 %t31.0587.i to i64
  %add52.i = add nuw nsw i64 %conv53.i, %conv51.i
  br label %for.body45.i

for.cond.cleanup36.i:                             ; preds = %cleanup164.i, %land.rhs.i, %for.cond.cleanup.i
  %count.0.lcssa.i = phi i32 [ 0, %for.cond.cleanup.i ], [ %count.0589.i, %land.rhs.i ], [ %count.1.i, %cleanup164.i ]
  %cmp172.i = icmp ult i32 %1, 32
  br i1 %cmp172.i, label %for.cond174.preheader.i, label %_ZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejj.exit

for.cond174.preheader.i:                          ; preds = %for.cond.cleanup36.i
  %cmp175592.not.i = icmp eq i32 %count.0.lcssa.i, 0
  br i1 %cmp175592.not.i, label %for.cond.cleanup176.i, label %for.body177.lr.ph.i

for.body177.lr.ph.i:                              ; preds = %for.cond174.preheader.i
  %cmp178.i = icmp ult i32 %1, 16
  %sub.i = add nsw i32 %1, -16
  %cmp179.i = icmp ult i32 %1, %count.0.lcssa.i
  %idxprom187.i = zext i32 %1 to i64
  %arrayidx188.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %idxprom187.i
  %xtraiter13 = and i32 %count.0.lcssa.i, 1
  %18 = icmp eq i32 %count.0.lcssa.i, 1
  br i1 %18, label %for.cond.cleanup176.i.loopexit.unr-lcssa, label %for.body177.lr.ph.i.new

for.body177.lr.ph.i.new:                          ; preds = %for.body177.lr.ph.i
  %unroll_iter16 = and i32 %count.0.lcssa.i, -2
  br label %for.body177.i

for.cond.cleanup44.i:                             ; preds = %for.inc57.i, %for.cond39.preheader.i
  %mine.0.lcssa.i = phi i32 [ -1, %for.cond39.preheader.i ], [ %mine.1.i, %for.inc57.i ]
  %19 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %mine.0.lcssa.i, i32 -1)
  br i1 %cmp.i.i, label %if.then.i.i, label %if.end.i.i

if.then.i.i:                                      ; preds = %for.cond.cleanup44.i
  store i32 %19, ptr %arrayidx.i.i, align 4, !tbaa !20
  br label %if.end.i.i

if.end.i.i:                                       ; preds = %if.then.i.i, %for.cond.cleanup44.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp318.not.i.i, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.preheader

for.body.i.i.preheader:                           ; preds = %if.end.i.i
  br i1 %9, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i

for.body.i.i:                                     ; preds = %for.body.i.i.preheader, %for.body.i.i
  %w.020.i.i = phi i32 [ %inc.i.i.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %r.019.i.i = phi i32 [ %35, %for.body.i.i ], [ -1, %for.body.i.i.preheader ]
  %niter7 = phi i32 [ %niter7.next.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %idxprom4.i.i = zext i32 %w.020.i.i to i64
  %arrayidx5.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i
  %20 = load i32, ptr %arrayidx5.i.i, align 4, !tbaa !20
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 %r.019.i.i)
  %inc.i.i = or i32 %w.020.i.i, 1
  %idxprom4.i.i.1 = zext i32 %inc.i.i to i64
  %arrayidx5.i.i.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.1
  %22 = load i32, ptr %arrayidx5.i.i.1, align 4, !tbaa !20
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 %21)
  %inc.i.i.1 = or i32 %w.020.i.i, 2
  %idxprom4.i.i.2 = zext i32 %inc.i.i.1 to i64
  %arrayidx5.i.i.2 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.2
  %24 = load i32, ptr %arrayidx5.i.i.2, align 4, !tbaa !20
  %25 = tail call i32 @llvm.umin.i32(i32 %24, i32 %23)
  %inc.i.i.2 = or i32 %w.020.i.i, 3
  %idxprom4.i.i.3 = zext i32 %inc.i.i.2 to i64
  %arrayidx5.i.i.3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.3
  %26 = load i32, ptr %arrayidx5.i.i.3, align 4, !tbaa !20
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 %25)
  %inc.i.i.3 = or i32 %w.020.i.i, 4
  %idxprom4.i.i.4 = zext i32 %inc.i.i.3 to i64
  %arrayidx5.i.i.4 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.4
  %28 = load i32, ptr %arrayidx5.i.i.4, align 4, !tbaa !20
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 %27)
  %inc.i.i.4 = or i32 %w.020.i.i, 5
  %idxprom4.i.i.5 = zext i32 %inc.i.i.4 to i64
  %arrayidx5.i.i.5 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.5
  %30 = load i32, ptr %arrayidx5.i.i.5, align 4, !tbaa !20
  %31 = tail call i32 @llvm.umin.i32(i32 %30, i32 %29)
  %inc.i.i.5 = or i32 %w.020.i.i, 6
  %idxprom4.i.i.6 = zext i32 %inc.i.i.5 to i64
  %arrayidx5.i.i.6 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.6
  %32 = load i32, ptr %arrayidx5.i.i.6, align 4, !tbaa !20
  %33 = tail call i32 @llvm.umin.i32(i32 %32, i32 %31)
  %inc.i.i.6 = or i32 %w.020.i.i, 7
  %idxprom4.i.i.7 = zext i32 %inc.i.i.6 to i64
  %arrayidx5.i.i.7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.7
  %34 = load i32, ptr %arrayidx5.i.i.7, align 4, !tbaa !20
  %35 = tail call i32 @llvm.umin.i32(i32 %34, i32 %33)
  %inc.i.i.7 = add nuw nsw i32 %w.020.i.i, 8
  %niter7.next.7 = add i32 %niter7, 8
  %niter7.ncmp.7 = icmp eq i32 %niter7.next.7, %unroll_iter6
  br i1 %niter7.ncmp.7, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i, !llvm.loop !54

_ZL9block_minjPj.exit.i.loopexit.unr-lcssa:       ; preds = %for.body.i.i, %for.body.i.i.preheader
  %.lcssa.ph = phi i32 [ undef, %for.body.i.i.preheader ], [ %35, %for.body.i.i ]
  %w.020.i.i.unr = phi i32 [ 0, %for.body.i.i.preheader ], [ %inc.i.i.7, %for.body.i.i ]
  %r.019.i.i.unr = phi i32 [ -1, %for.body.i.i.preheader ], [ %35, %for.body.i.i ]
  br i1 %lcmp.mod4.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil

for.body.i.i.epil:                                ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil
  %w.020.i.i.epil = phi i32 [ %inc.i.i.epil, %for.body.i.i.epil ], [ %w.020.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %r.019.i.i.epil = phi i32 [ %37, %for.body.i.i.epil ], [ %r.019.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %epil.iter3 = phi i32 [ %epil.iter3.next, %for.body.i.i.epil ], [ 0, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %idxprom4.i.i.epil = zext i32 %w.020.i.i.epil to i64
  %arrayidx5.i.i.epil = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.epil
  %36 = load i32, ptr %arrayidx5.i.i.epil, align 4, !tbaa !20
  %37 = tail call i32 @llvm.umin.i32(i32 %36, i32 %r.019.i.i.epil)
  %inc.i.i.epil = add nuw nsw i32 %w.020.i.i.epil, 1
  %epil.iter3.next = add i32 %epil.iter3, 1
  %epil.iter3.cmp.not = icmp eq i32 %epil.iter3.next, %xtraiter2
  br i1 %epil.iter3.cmp.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil, !llvm.loop !55

_ZL9block_minjPj.exit.i:                          ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil, %if.end.i.i
  %r.0.lcssa.i.i = phi i32 [ -1, %if.end.i.i ], [ %.lcssa.ph, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ], [ %37, %for.body.i.i.epil ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp61.i = icmp eq i32 %r.0.lcssa.i.i, -1
  br i1 %cmp61.i, label %cleanup164.i, label %if.end63.i

for.body45.i:                                     ; preds = %for.inc57.i, %for.body45.lr.ph.i
  %i38.0578.i = phi i32 [ %1, %for.body45.lr.ph.i ], [ %add58.i, %for.inc57.i ]
  %idxprom46.i = zext i32 %i38.0578.i to i64
  %arrayidx47.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %idxprom46.i
  %38 = load i32, ptr %arrayidx47.i, align 4, !tbaa !20
  %cmp48.i = icmp eq i32 %38, -1
  br i1 %cmp48.i, label %land.lhs.true.i, label %for.inc57.i

land.lhs.true.i:                                  ; preds = %for.body45.i
  %mul50.i = mul i64 %idxprom46.i, %ld
  %add54.i = add i64 %add52.i, %mul50.i
  %arrayidx55.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add54.i
  %39 = load i32, ptr %arrayidx55.i, align 4, !tbaa !20
  %cmp56.not.i = icmp eq i32 %39, 0
  %spec.select.i = select i1 %cmp56.not.i, i32 -1, i32 %i38.0578.i
  br label %for.inc57.i

for.inc57.i:                                      ; preds = %land.lhs.true.i, %for.body45.i
  %mine.1.i = phi i32 [ -1, %for.body45.i ], [ %spec.select.i, %land.lhs.true.i ]
  %add58.i = add i32 %i38.0578.i, %2
  %cmp40.i = icmp ult i32 %add58.i, %n
  %cmp42.i = icmp eq i32 %mine.1.i, -1
  %40 = select i1 %cmp40.i, i1 %cmp42.i, i1 false
  br i1 %40, label %for.body45.i, label %for.cond.cleanup44.i, !llvm.loop !56

if.end63.i:                                       ; preds = %_ZL9block_minjPj.exit.i
  %conv64.i = zext i32 %r.0.lcssa.i.i to i64
  %mul65.i = mul i64 %conv64.i, %ld
  %add.ptr68.i = getelementptr i32, ptr %add.ptr66.i1, i64 %mul65.i
  br i1 %cmp69.i, label %if.then70.i, label %if.end111.i

if.then70.i:                                      ; preds = %if.end63.i
  %idxprom71.i = zext i32 %t31.0587.i to i64
  %arrayidx72.i = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom71.i
  %41 = load i32, ptr %arrayidx72.i, align 4, !tbaa !20
  %cmp.not16.i.i = icmp eq i32 %41, 0
  br i1 %cmp.not16.i.i, label %for.body78.lr.ph.i, label %while.body.i.i

while.body.i.i:                                   ; preds = %if.then70.i, %while.body.i.i
  %t.020.i.i = phi i64 [ %nt.019.i.i, %while.body.i.i ], [ 0, %if.then70.i ]
  %nt.019.i.i = phi i64 [ %sub.i.i, %while.body.i.i ], [ 1, %if.then70.i ]
  %r.018.i.i = phi i32 [ %nr.017.i.i, %while.body.i.i ], [ %q.sroa.0.0.copyload.i, %if.then70.i ]
  %nr.017.i.i = phi i32 [ %sub2.i.i, %while.body.i.i ], [ %41, %if.then70.i ]
  %div.i.i = udiv i32 %r.018.i.i, %nr.017.i.i
  %conv.i.i = zext i32 %div.i.i to i64
  %mul.i.i = mul nsw i64 %nt.019.i.i, %conv.i.i
  %sub.i.i = sub nsw i64 %t.020.i.i, %mul.i.i
  %mul1.i.i = mul nuw i32 %div.i.i, %nr.017.i.i
  %sub2.i.i = sub nuw i32 %r.018.i.i, %mul1.i.i
  %cmp.not.i.i = icmp eq i32 %sub2.i.i, 0
  br i1 %cmp.not.i.i, label %for.body78.lr.ph.i, label %while.body.i.i, !llvm.loop !33

for.body78.lr.ph.i:                               ; preds = %while.body.i.i, %if.then70.i
  %t.0.lcssa.i.i = phi i64 [ 0, %if.then70.i ], [ %nt.019.i.i, %while.body.i.i ]
  %cmp3.i.i = icmp slt i64 %t.0.lcssa.i.i, 0
  %add.i.i = select i1 %cmp3.i.i, i64 %conv4.i.i, i64 0
  %cond.i.i = add nsw i64 %add.i.i, %t.0.lcssa.i.i
  %conv.i486.i = and i64 %cond.i.i, 4294967295
  %mul.i487.i = mul nuw i64 %conv.i486.i, %conv1.i.i
  %conv.i.i.i = trunc i64 %mul.i487.i to i32
  %mul.i.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i.i
  %conv1.i.i.i = zext i32 %mul.i.i.i to i64
  %mul3.i.i.i = mul nuw i64 %conv1.i.i.i, %conv4.i.i
  %add.i.i.i = add i64 %mul3.i.i.i, %mul.i487.i
  %shr.i.i.i = lshr i64 %add.i.i.i, 32
  %cmp.not.i.i.i = icmp ult i64 %shr.i.i.i, %conv4.i.i
  %sub.i.i.i = select i1 %cmp.not.i.i.i, i64 0, i64 %conv4.i.i
  %cond.i.i.i = sub nsw i64 %shr.i.i.i, %sub.i.i.i
  %conv.i488.i = and i64 %cond.i.i.i, 4294967295
  %xtraiter8 = and i32 %16, 3
  %lcmp.mod9.not = icmp eq i32 %xtraiter8, 0
  br i1 %lcmp.mod9.not, label %for.body78.i.prol.loopexit, label %for.body78.i.prol

for.body78.i.prol:                                ; preds = %for.body78.lr.ph.i, %for.body78.i.prol
  %j.0580.i.prol = phi i32 [ %inc85.i.prol, %for.body78.i.prol ], [ %t31.0587.i, %for.body78.lr.ph.i ]
  %prol.iter = phi i32 [ %prol.iter.next, %for.body78.i.prol ], [ 0, %for.body78.lr.ph.i ]
  %idxprom79.i.prol = zext i32 %j.0580.i.prol to i64
  %arrayidx80.i.prol = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i.prol
  %42 = load i32, ptr %arrayidx80.i.prol, align 4, !tbaa !20
  %conv1.i489.i.prol = zext i32 %42 to i64
  %mul.i490.i.prol = mul nuw i64 %conv.i488.i, %conv1.i489.i.prol
  %conv.i.i491.i.prol = trunc i64 %mul.i490.i.prol to i32
  %mul.i.i492.i.prol = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i491.i.prol
  %conv1.i.i493.i.prol = zext i32 %mul.i.i492.i.prol to i64
  %mul3.i.i495.i.prol = mul nuw i64 %conv1.i.i493.i.prol, %conv4.i.i
  %add.i.i496.i.prol = add i64 %mul3.i.i495.i.prol, %mul.i490.i.prol
  %shr.i.i497.i.prol = lshr i64 %add.i.i496.i.prol, 32
  %cmp.not.i.i498.i.prol = icmp ult i64 %shr.i.i497.i.prol, %conv4.i.i
  %sub.i.i499.i.prol = select i1 %cmp.not.i.i498.i.prol, i64 0, i64 %conv4.i.i
  %cond.i.i500.i.prol = sub nsw i64 %shr.i.i497.i.prol, %sub.i.i499.i.prol
  %conv8.i.i501.i.prol = trunc i64 %cond.i.i500.i.prol to i32
  %arrayidx83.i.prol = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i.prol
  store i32 %conv8.i.i501.i.prol, ptr %arrayidx83.i.prol, align 4, !tbaa !20
  %inc85.i.prol = add nuw i32 %j.0580.i.prol, 1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter8
  br i1 %prol.iter.cmp.not, label %for.body78.i.prol.loopexit, label %for.body78.i.prol, !llvm.loop !57

for.body78.i.prol.loopexit:                       ; preds = %for.body78.i.prol, %for.body78.lr.ph.i
  %j.0580.i.unr = phi i32 [ %t31.0587.i, %for.body78.lr.ph.i ], [ %inc85.i.prol, %for.body78.i.prol ]
  %43 = icmp ult i32 %17, 3
  br i1 %43, label %for.cond.cleanup77.i, label %for.body78.i

for.cond.cleanup77.i:                             ; preds = %for.body78.i, %for.body78.i.prol.loopexit
  %arrayidx89.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %conv64.i
  store i32 %add34.i, ptr %arrayidx89.i, align 4, !tbaa !20
  %conv95.i = zext i32 %count.0589.i to i64
  %add94.i = add nuw nsw i64 %conv95.i, %conv93.i
  %add96.i = add i64 %add94.i, %mul3.i
  %arrayidx97.i = getelementptr inbounds i32, ptr %pivrows, i64 %add96.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx97.i, align 4, !tbaa !20
  %add98.i = add i32 %t31.0587.i, %c0
  %add105.i = add i64 %add94.i, %mul101.i
  %arrayidx106.i = getelementptr inbounds i32, ptr %pivcols, i64 %add105.i
  store i32 %add98.i, ptr %arrayidx106.i, align 4, !tbaa !20
  %arrayidx108.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %conv95.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx108.i, align 4, !tbaa !20
  %arrayidx110.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %conv95.i
  store i32 %t31.0587.i, ptr %arrayidx110.i, align 4, !tbaa !20
  br label %if.end111.i

for.body78.i:                                     ; preds = %for.body78.i.prol.loopexit, %for.body78.i
  %j.0580.i = phi i32 [ %inc85.i.3, %for.body78.i ], [ %j.0580.i.unr, %for.body78.i.prol.loopexit ]
  %idxprom79.i = zext i32 %j.0580.i to i64
  %arrayidx80.i = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i
  %44 = load i32, ptr %arrayidx80.i, align 4, !tbaa !20
  %conv1.i489.i = zext i32 %44 to i64
  %mul.i490.i = mul nuw i64 %conv.i488.i, %conv1.i489.i
  %conv.i.i491.i = trunc i64 %mul.i490.i to i32
  %mul.i.i492.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i491.i
  %conv1.i.i493.i = zext i32 %mul.i.i492.i to i64
  %mul3.i.i495.i = mul nuw i64 %conv1.i.i493.i, %conv4.i.i
  %add.i.i496.i = add i64 %mul3.i.i495.i, %mul.i490.i
  %shr.i.i497.i = lshr i64 %add.i.i496.i, 32
  %cmp.not.i.i498.i = icmp ult i64 %shr.i.i497.i, %conv4.i.i
  %sub.i.i499.i = select i1 %cmp.not.i.i498.i, i64 0, i64 %conv4.i.i
  %cond.i.i500.i = sub nsw i64 %shr.i.i497.i, %sub.i.i499.i
  %conv8.i.i501.i = trunc i64 %cond.i.i500.i to i32
  %arrayidx83.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i
  store i32 %conv8.i.i501.i, ptr %arrayidx83.i, align 4, !tbaa !20
  %inc85.i = add nuw i32 %j.0580.i, 1
  %idxprom79.i.1 = zext i32 %inc85.i to i64
  %arrayidx80.i.1 = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i.1
  %45 = load i32, ptr %arrayidx80.i.1, align 4, !tbaa !20
  %conv1.i489.i.1 = zext i32 %45 to i64
  %mul.i490.i.1 = mul nuw i64 %conv.i488.i, %conv1.i489.i.1
  %conv.i.i491.i.1 = trunc i64 %mul.i490.i.1 to i32
  %mul.i.i492.i.1 = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i491.i.1
  %conv1.i.i493.i.1 = zext i32 %mul.i.i492.i.1 to i64
  %mul3.i.i495.i.1 = mul nuw i64 %conv1.i.i493.i.1, %conv4.i.i
  %add.i.i496.i.1 = add i64 %mul3.i.i495.i.1, %mul.i490.i.1
  %shr.i.i497.i.1 = lshr i64 %add.i.i496.i.1, 32
  %cmp.not.i.i498.i.1 = icmp ult i64 %shr.i.i497.i.1, %conv4.i.i
  %sub.i.i499.i.1 = select i1 %cmp.not.i.i498.i.1, i64 0, i64 %conv4.i.i
  %cond.i.i500.i.1 = sub nsw i64 %shr.i.i497.i.1, %sub.i.i499.i.1
  %conv8.i.i501.i.1 = trunc i64 %cond.i.i500.i.1 to i32
  %arrayidx83.i.1 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i.1
  store i32 %conv8.i.i501.i.1, ptr %arrayidx83.i.1, align 4, !tbaa !20
  %inc85.i.1 = add nuw i32 %j.0580.i, 2
  %idxprom79.i.2 = zext i32 %inc85.i.1 to i64
  %arrayidx80.i.2 = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i.2
  %46 = load i32, ptr %arrayidx80.i.2, align 4, !tbaa !20
  %conv1.i489.i.2 = zext i32 %46 to i64
  %mul.i490.i.2 = mul nuw i64 %conv.i488.i, %conv1.i489.i.2
  %conv.i.i491.i.2 = trunc i64 %mul.i490.i.2 to i32
  %mul.i.i492.i.2 = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i491.i.2
  %conv1.i.i493.i.2 = zext i32 %mul.i.i492.i.2 to i64
  %mul3.i.i495.i.2 = mul nuw i64 %conv1.i.i493.i.2, %conv4.i.i
  %add.i.i496.i.2 = add i64 %mul3.i.i495.i.2, %mul.i490.i.2
  %shr.i.i497.i.2 = lshr i64 %add.i.i496.i.2, 32
  %cmp.not.i.i498.i.2 = icmp ult i64 %shr.i.i497.i.2, %conv4.i.i
  %sub.i.i499.i.2 = select i1 %cmp.not.i.i498.i.2, i64 0, i64 %conv4.i.i
  %cond.i.i500.i.2 = sub nsw i64 %shr.i.i497.i.2, %sub.i.i499.i.2
  %conv8.i.i501.i.2 = trunc i64 %cond.i.i500.i.2 to i32
  %arrayidx83.i.2 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i.2
  store i32 %conv8.i.i501.i.2, ptr %arrayidx83.i.2, align 4, !tbaa !20
  %inc85.i.2 = add nuw i32 %j.0580.i, 3
  %idxprom79.i.3 = zext i32 %inc85.i.2 to i64
  %arrayidx80.i.3 = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i.3
  %47 = load i32, ptr %arrayidx80.i.3, align 4, !tbaa !20
  %conv1.i489.i.3 = zext i32 %47 to i64
  %mul.i490.i.3 = mul nuw i64 %conv.i488.i, %conv1.i489.i.3
  %conv.i.i491.i.3 = trunc i64 %mul.i490.i.3 to i32
  %mul.i.i492.i.3 = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i491.i.3
  %conv1.i.i493.i.3 = zext i32 %mul.i.i492.i.3 to i64
  %mul3.i.i495.i.3 = mul nuw i64 %conv1.i.i493.i.3, %conv4.i.i
  %add.i.i496.i.3 = add i64 %mul3.i.i495.i.3, %mul.i490.i.3
  %shr.i.i497.i.3 = lshr i64 %add.i.i496.i.3, 32
  %cmp.not.i.i498.i.3 = icmp ult i64 %shr.i.i497.i.3, %conv4.i.i
  %sub.i.i499.i.3 = select i1 %cmp.not.i.i498.i.3, i64 0, i64 %conv4.i.i
  %cond.i.i500.i.3 = sub nsw i64 %shr.i.i497.i.3, %sub.i.i499.i.3
  %conv8.i.i501.i.3 = trunc i64 %cond.i.i500.i.3 to i32
  %arrayidx83.i.3 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i.3
  store i32 %conv8.i.i501.i.3, ptr %arrayidx83.i.3, align 4, !tbaa !20
  %inc85.i.3 = add nuw i32 %j.0580.i, 4
  %exitcond605.not.i.3 = icmp eq i32 %inc85.i.3, %bw
  br i1 %exitcond605.not.i.3, label %for.cond.cleanup77.i, label %for.body78.i, !llvm.loop !58

if.end111.i:                                      ; preds = %for.cond.cleanup77.i, %if.end63.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp112.not.i = icmp uge i32 %1, %t31.0587.i
  %or.cond.i = and i1 %cmp114.i, %cmp112.not.i
  br i1 %or.cond.i, label %if.then115.i, label %if.end120.i

if.then115.i:                                     ; preds = %if.end111.i
  %arrayidx119.i = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom116.i
  %48 = load i32, ptr %arrayidx117.i, align 4, !tbaa !20
  store i32 %48, ptr %arrayidx119.i, align 4, !tbaa !20
  br label %if.end120.i

if.end120.i:                                      ; preds = %if.then115.i, %if.end111.i
  br i1 %cmp575.i, label %for.body125.lr.ph.i, label %for.cond.cleanup124.i

for.body125.lr.ph.i:                              ; preds = %if.end120.i
  %idxprom134.i = zext i32 %t31.0587.i to i64
  %j140.0581.i = add nuw i32 %t31.0587.i, 1
  %cmp143582.i = icmp ult i32 %j140.0581.i, %bw
  %xtraiter10 = and i32 %15, 1
  %lcmp.mod11.not = icmp eq i32 %xtraiter10, 0
  %idxprom146.i.prol = zext i32 %j140.0581.i to i64
  %arrayidx149.i.prol = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom146.i.prol
  %j140.0.i.prol = add i32 %t31.0587.i, 2
  %49 = icmp eq i32 %8, %t31.0587.i
  br label %for.body125.i

for.cond.cleanup124.i:                            ; preds = %for.inc159.i, %if.end120.i
  %inc163.i = add i32 %count.0589.i, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup164.i

for.body125.i:                                    ; preds = %for.inc159.i, %for.body125.lr.ph.i
  %i121.0585.i = phi i32 [ %1, %for.body125.lr.ph.i ], [ %add160.i, %for.inc159.i ]
  %cmp126.i = icmp eq i32 %i121.0585.i, %r.0.lcssa.i.i
  br i1 %cmp126.i, label %for.inc159.i, label %if.end128.i

if.end128.i:                                      ; preds = %for.body125.i
  %conv129.i = zext i32 %i121.0585.i to i64
  %mul130.i = mul i64 %conv129.i, %ld
  %add.ptr133.i = getelementptr i32, ptr %add.ptr131484.i, i64 %mul130.i
  %arrayidx135.i = getelementptr inbounds i32, ptr %add.ptr133.i, i64 %idxprom134.i
  %50 = load i32, ptr %arrayidx135.i, align 4, !tbaa !20
  %cmp136.i = icmp eq i32 %50, 0
  br i1 %cmp136.i, label %for.inc159.i, label %for.cond142.preheader.i

for.cond142.preheader.i:                          ; preds = %if.end128.i
  br i1 %cmp143582.i, label %for.body145.lr.ph.i, label %for.cond.cleanup144.i

for.body145.lr.ph.i:                              ; preds = %for.cond142.preheader.i
  %conv.i.i504.i = zext i32 %50 to i64
  br i1 %lcmp.mod11.not, label %for.body145.i.prol.loopexit, label %for.body145.i.prol

for.body145.i.prol:                               ; preds = %for.body145.lr.ph.i
  %arrayidx147.i.prol = getelementptr inbounds i32, ptr %add.ptr133.i, i64 %idxprom146.i.prol
  %51 = load i32, ptr %arrayidx147.i.prol, align 4, !tbaa !20
  %52 = load i32, ptr %arrayidx149.i.prol, align 4, !tbaa !20
  %conv1.i.i505.i.prol = zext i32 %52 to i64
  %mul.i.i506.i.prol = mul nuw i64 %conv1.i.i505.i.prol, %conv.i.i504.i
  %53 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i506.i.prol, i64 %q.sroa.18572.0.copyload.i)
  %mul3.i.i508.i.prol = mul i64 %53, %conv4.i.i
  %sub.i.i509.i.prol = sub i64 %mul.i.i506.i.prol, %mul3.i.i508.i.prol
  %cmp.not.i.i510.i.prol = icmp ult i64 %sub.i.i509.i.prol, %conv4.i.i
  %sub8.i.i.i.prol = select i1 %cmp.not.i.i510.i.prol, i64 0, i64 %conv4.i.i
  %cond.i.i511.i.prol = sub i64 %sub.i.i509.i.prol, %sub8.i.i.i.prol
  %conv9.i.i.i.prol = trunc i64 %cond.i.i511.i.prol to i32
  %cmp.not.i4.i.i.prol = icmp ult i32 %51, %conv9.i.i.i.prol
  %add.i.i512.i.prol = select i1 %cmp.not.i4.i.i.prol, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.prol = sub i32 %51, %conv9.i.i.i.prol
  %cond.i5.i.i.prol = add i32 %a.pn.i.i.i.prol, %add.i.i512.i.prol
  store i32 %cond.i5.i.i.prol, ptr %arrayidx147.i.prol, align 4, !tbaa !20
  br label %for.body145.i.prol.loopexit

for.body145.i.prol.loopexit:                      ; preds = %for.body145.i.prol, %for.body145.lr.ph.i
  %j140.0583.i.unr = phi i32 [ %j140.0581.i, %for.body145.lr.ph.i ], [ %j140.0.i.prol, %for.body145.i.prol ]
  br i1 %49, label %for.cond.cleanup144.i, label %for.body145.i

for.cond.cleanup144.i:                            ; preds = %for.body145.i.prol.loopexit, %for.body145.i, %for.cond142.preheader.i
  store i32 0, ptr %arrayidx135.i, align 4, !tbaa !20
  br label %for.inc159.i

for.body145.i:                                    ; preds = %for.body145.i.prol.loopexit, %for.body145.i
  %j140.0583.i = phi i32 [ %j140.0.i.1, %for.body145.i ], [ %j140.0583.i.unr, %for.body145.i.prol.loopexit ]
  %idxprom146.i = zext i32 %j140.0583.i to i64
  %arrayidx147.i = getelementptr inbounds i32, ptr %add.ptr133.i, i64 %idxprom146.i
  %54 = load i32, ptr %arrayidx147.i, align 4, !tbaa !20
  %arrayidx149.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom146.i
  %55 = load i32, ptr %arrayidx149.i, align 4, !tbaa !20
  %conv1.i.i505.i = zext i32 %55 to i64
  %mul.i.i506.i = mul nuw i64 %conv1.i.i505.i, %conv.i.i504.i
  %56 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i506.i, i64 %q.sroa.18572.0.copyload.i)
  %mul3.i.i508.i = mul i64 %56, %conv4.i.i
  %sub.i.i509.i = sub i64 %mul.i.i506.i, %mul3.i.i508.i
  %cmp.not.i.i510.i = icmp ult i64 %sub.i.i509.i, %conv4.i.i
  %sub8.i.i.i = select i1 %cmp.not.i.i510.i, i64 0, i64 %conv4.i.i
  %cond.i.i511.i = sub i64 %sub.i.i509.i, %sub8.i.i.i
  %conv9.i.i.i = trunc i64 %cond.i.i511.i to i32
  %cmp.not.i4.i.i = icmp ult i32 %54, %conv9.i.i.i
  %add.i.i512.i = select i1 %cmp.not.i4.i.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %54, %conv9.i.i.i
  %cond.i5.i.i = add i32 %a.pn.i.i.i, %add.i.i512.i
  store i32 %cond.i5.i.i, ptr %arrayidx147.i, align 4, !tbaa !20
  %j140.0.i = add i32 %j140.0583.i, 1
  %idxprom146.i.1 = zext i32 %j140.0.i to i64
  %arrayidx147.i.1 = getelementptr inbounds i32, ptr %add.ptr133.i, i64 %idxprom146.i.1
  %57 = load i32, ptr %arrayidx147.i.1, align 4, !tbaa !20
  %arrayidx149.i.1 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom146.i.1
  %58 = load i32, ptr %arrayidx149.i.1, align 4, !tbaa !20
  %conv1.i.i505.i.1 = zext i32 %58 to i64
  %mul.i.i506.i.1 = mul nuw i64 %conv1.i.i505.i.1, %conv.i.i504.i
  %59 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i506.i.1, i64 %q.sroa.18572.0.copyload.i)
  %mul3.i.i508.i.1 = mul i64 %59, %conv4.i.i
  %sub.i.i509.i.1 = sub i64 %mul.i.i506.i.1, %mul3.i.i508.i.1
  %cmp.not.i.i510.i.1 = icmp ult i64 %sub.i.i509.i.1, %conv4.i.i
  %sub8.i.i.i.1 = select i1 %cmp.not.i.i510.i.1, i64 0, i64 %conv4.i.i
  %cond.i.i511.i.1 = sub i64 %sub.i.i509.i.1, %sub8.i.i.i.1
  %conv9.i.i.i.1 = trunc i64 %cond.i.i511.i.1 to i32
  %cmp.not.i4.i.i.1 = icmp ult i32 %57, %conv9.i.i.i.1
  %add.i.i512.i.1 = select i1 %cmp.not.i4.i.i.1, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.1 = sub i32 %57, %conv9.i.i.i.1
  %cond.i5.i.i.1 = add i32 %a.pn.i.i.i.1, %add.i.i512.i.1
  store i32 %cond.i5.i.i.1, ptr %arrayidx147.i.1, align 4, !tbaa !20
  %j140.0.i.1 = add i32 %j140.0583.i, 2
  %exitcond606.not.i.1 = icmp eq i32 %j140.0.i.1, %bw
  br i1 %exitcond606.not.i.1, label %for.cond.cleanup144.i, label %for.body145.i, !llvm.loop !59

for.inc159.i:                                     ; preds = %for.cond.cleanup144.i, %if.end128.i, %for.body125.i
  %add160.i = add i32 %i121.0585.i, %2
  %cmp123.i = icmp ult i32 %add160.i, %n
  br i1 %cmp123.i, label %for.body125.i, label %for.cond.cleanup124.i, !llvm.loop !60

cleanup164.i:                                     ; preds = %for.cond.cleanup124.i, %_ZL9block_minjPj.exit.i
  %count.1.i = phi i32 [ %inc163.i, %for.cond.cleanup124.i ], [ %count.0589.i, %_ZL9block_minjPj.exit.i ]
  %inc169.i = add nuw i32 %t31.0587.i, 1
  %exitcond607.not.i = icmp eq i32 %inc169.i, %bw
  br i1 %exitcond607.not.i, label %for.cond.cleanup36.i, label %land.rhs.i, !llvm.loop !61

for.cond.cleanup176.i.loopexit.unr-lcssa:         ; preds = %cond.end195.i.1, %for.body177.lr.ph.i
  %r.0593.i.unr = phi i32 [ 0, %for.body177.lr.ph.i ], [ %inc202.i.1, %cond.end195.i.1 ]
  %lcmp.mod15.not = icmp eq i32 %xtraiter13, 0
  br i1 %lcmp.mod15.not, label %for.cond.cleanup176.i, label %for.body177.i.epil

for.body177.i.epil:                               ; preds = %for.cond.cleanup176.i.loopexit.unr-lcssa
  br i1 %cmp178.i, label %cond.true.i.epil, label %cond.false192.i.epil

cond.false192.i.epil:                             ; preds = %for.body177.i.epil
  %cmp193.i.epil = icmp eq i32 %sub.i, %r.0593.i.unr
  %cond194.i.epil = zext i1 %cmp193.i.epil to i32
  br label %cond.end195.i.epil

cond.true.i.epil:                                 ; preds = %for.body177.i.epil
  br i1 %cmp179.i, label %cond.true180.i.epil, label %cond.end195.i.epil

cond.true180.i.epil:                              ; preds = %cond.true.i.epil
  %idxprom182.i.epil = zext i32 %r.0593.i.unr to i64
  %arrayidx183.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom182.i.epil
  %60 = load i32, ptr %arrayidx183.i.epil, align 4, !tbaa !20
  %conv184.i.epil = zext i32 %60 to i64
  %mul185.i.epil = shl nuw nsw i64 %conv184.i.epil, 4
  %61 = load i32, ptr %arrayidx188.i, align 4, !tbaa !20
  %conv189.i.epil = zext i32 %61 to i64
  %add190.i.epil = add nuw nsw i64 %mul185.i.epil, %conv189.i.epil
  %arrayidx191.i.epil = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add190.i.epil
  %62 = load i32, ptr %arrayidx191.i.epil, align 4, !tbaa !20
  br label %cond.end195.i.epil

cond.end195.i.epil:                               ; preds = %cond.true180.i.epil, %cond.true.i.epil, %cond.false192.i.epil
  %cond196.i.epil = phi i32 [ %cond194.i.epil, %cond.false192.i.epil ], [ %62, %cond.true180.i.epil ], [ 0, %cond.true.i.epil ]
  %idxprom197.i.epil = zext i32 %r.0593.i.unr to i64
  %arrayidx200.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom197.i.epil, i64 %idxprom187.i
  store i32 %cond196.i.epil, ptr %arrayidx200.i.epil, align 4, !tbaa !20
  br label %for.cond.cleanup176.i

for.cond.cleanup176.i:                            ; preds = %cond.end195.i.epil, %for.cond.cleanup176.i.loopexit.unr-lcssa, %for.cond174.preheader.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp175592.not.i, label %for.cond.cleanup302.i, label %while.cond.preheader.lr.ph.i

while.cond.preheader.lr.ph.i:                     ; preds = %for.cond.cleanup176.i
  %idxprom226.i = zext i32 %1 to i64
  %conv4.i528.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i534.i = zext i32 %q.sroa.15.0.copyload.i to i64
  br label %while.cond.preheader.i

for.body177.i:                                    ; preds = %cond.end195.i.1, %for.body177.lr.ph.i.new
  %r.0593.i = phi i32 [ 0, %for.body177.lr.ph.i.new ], [ %inc202.i.1, %cond.end195.i.1 ]
  %niter17 = phi i32 [ 0, %for.body177.lr.ph.i.new ], [ %niter17.next.1, %cond.end195.i.1 ]
  br i1 %cmp178.i, label %cond.true.i, label %cond.false192.i

cond.true.i:                                      ; preds = %for.body177.i
  br i1 %cmp179.i, label %cond.true180.i, label %cond.end195.i

cond.true180.i:                                   ; preds = %cond.true.i
  %idxprom182.i = zext i32 %r.0593.i to i64
  %arrayidx183.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom182.i
  %63 = load i32, ptr %arrayidx183.i, align 4, !tbaa !20
  %conv184.i = zext i32 %63 to i64
  %mul185.i = shl nuw nsw i64 %conv184.i, 4
  %64 = load i32, ptr %arrayidx188.i, align 4, !tbaa !20
  %conv189.i = zext i32 %64 to i64
  %add190.i = add nuw nsw i64 %mul185.i, %conv189.i
  %arrayidx191.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add190.i
  %65 = load i32, ptr %arrayidx191.i, align 4, !tbaa !20
  br label %cond.end195.i

cond.false192.i:                                  ; preds = %for.body177.i
  %cmp193.i = icmp eq i32 %sub.i, %r.0593.i
  %cond194.i = zext i1 %cmp193.i to i32
  br label %cond.end195.i

cond.end195.i:                                    ; preds = %cond.false192.i, %cond.true180.i, %cond.true.i
  %cond196.i = phi i32 [ %cond194.i, %cond.false192.i ], [ %65, %cond.true180.i ], [ 0, %cond.true.i ]
  %idxprom197.i = zext i32 %r.0593.i to i64
  %arrayidx200.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom197.i, i64 %idxprom187.i
  store i32 %cond196.i, ptr %arrayidx200.i, align 4, !tbaa !20
  %inc202.i = or i32 %r.0593.i, 1
  br i1 %cmp178.i, label %cond.true.i.1, label %cond.false192.i.1

cond.false192.i.1:                                ; preds = %cond.end195.i
  %cmp193.i.1 = icmp eq i32 %sub.i, %inc202.i
  %cond194.i.1 = zext i1 %cmp193.i.1 to i32
  br label %cond.end195.i.1

cond.true.i.1:                                    ; preds = %cond.end195.i
  br i1 %cmp179.i, label %cond.true180.i.1, label %cond.end195.i.1

cond.true180.i.1:                                 ; preds = %cond.true.i.1
  %idxprom182.i.1 = zext i32 %inc202.i to i64
  %arrayidx183.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom182.i.1
  %66 = load i32, ptr %arrayidx183.i.1, align 4, !tbaa !20
  %conv184.i.1 = zext i32 %66 to i64
  %mul185.i.1 = shl nuw nsw i64 %conv184.i.1, 4
  %67 = load i32, ptr %arrayidx188.i, align 4, !tbaa !20
  %conv189.i.1 = zext i32 %67 to i64
  %add190.i.1 = add nuw nsw i64 %mul185.i.1, %conv189.i.1
  %arrayidx191.i.1 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add190.i.1
  %68 = load i32, ptr %arrayidx191.i.1, align 4, !tbaa !20
  br label %cond.end195.i.1

cond.end195.i.1:                                  ; preds = %cond.true180.i.1, %cond.true.i.1, %cond.false192.i.1
  %cond196.i.1 = phi i32 [ %cond194.i.1, %cond.false192.i.1 ], [ %68, %cond.true180.i.1 ], [ 0, %cond.true.i.1 ]
  %idxprom197.i.1 = zext i32 %inc202.i to i64
  %arrayidx200.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom197.i.1, i64 %idxprom187.i
  store i32 %cond196.i.1, ptr %arrayidx200.i.1, align 4, !tbaa !20
  %inc202.i.1 = add nuw i32 %r.0593.i, 2
  %niter17.next.1 = add i32 %niter17, 2
  %niter17.ncmp.1 = icmp eq i32 %niter17.next.1, %unroll_iter16
  br i1 %niter17.ncmp.1, label %for.cond.cleanup176.i.loopexit.unr-lcssa, label %for.body177.i, !llvm.loop !62

while.cond.preheader.i:                           ; preds = %cleanup292.i, %while.cond.preheader.lr.ph.i
  %c.0601.i = phi i32 [ 0, %while.cond.preheader.lr.ph.i ], [ %inc296.i, %cleanup292.i ]
  %idxprom214.i = zext i32 %c.0601.i to i64
  br label %land.rhs211.i

for.body303.lr.ph.i:                              ; preds = %cleanup292.i
  %cmp304.i = icmp ult i32 %1, 16
  %add308.i = add nuw nsw i32 %1, 16
  %idxprom309.i = zext i32 %add308.i to i64
  %69 = add i32 %count.0.lcssa.i, -1
  %xtraiter18 = and i32 %count.0.lcssa.i, 3
  %70 = icmp ult i32 %69, 3
  br i1 %70, label %for.cond.cleanup302.i.loopexit.unr-lcssa, label %for.body303.lr.ph.i.new

for.body303.lr.ph.i.new:                          ; preds = %for.body303.lr.ph.i
  %unroll_iter21 = and i32 %count.0.lcssa.i, -4
  br label %for.body303.i

land.rhs211.i:                                    ; preds = %while.body.i, %while.cond.preheader.i
  %p209.0595.i = phi i32 [ %c.0601.i, %while.cond.preheader.i ], [ %inc218.i, %while.body.i ]
  %idxprom212.i = zext i32 %p209.0595.i to i64
  %arrayidx215.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom212.i, i64 %idxprom214.i
  %71 = load i32, ptr %arrayidx215.i, align 4, !tbaa !20
  %cmp216.i = icmp eq i32 %71, 0
  br i1 %cmp216.i, label %while.body.i, label %while.end.i

while.body.i:                                     ; preds = %land.rhs211.i
  %inc218.i = add i32 %p209.0595.i, 1
  %exitcond609.not.i = icmp eq i32 %inc218.i, %count.0.lcssa.i
  br i1 %exitcond609.not.i, label %while.end.i, label %land.rhs211.i, !llvm.loop !63

while.end.i:                                      ; preds = %while.body.i, %land.rhs211.i
  %p209.0.lcssa.ph.i = phi i32 [ %p209.0595.i, %land.rhs211.i ], [ %count.0.lcssa.i, %while.body.i ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp219.i = icmp eq i32 %p209.0.lcssa.ph.i, %count.0.lcssa.i
  br i1 %cmp219.i, label %cleanup292.i, label %if.end221.i

if.end221.i:                                      ; preds = %while.end.i
  %cmp222.not.i = icmp eq i32 %p209.0.lcssa.ph.i, %c.0601.i
  br i1 %cmp222.not.i, label %if.end240.i, label %if.then223.i

if.then223.i:                                     ; preds = %if.end221.i
  %idxprom224.i = zext i32 %p209.0.lcssa.ph.i to i64
  %arrayidx227.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom224.i, i64 %idxprom226.i
  %arrayidx231.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom214.i, i64 %idxprom226.i
  %72 = load i32, ptr %arrayidx227.i, align 4, !tbaa !20
  %73 = load i32, ptr %arrayidx231.i, align 4, !tbaa !20
  store i32 %73, ptr %arrayidx227.i, align 4, !tbaa !20
  store i32 %72, ptr %arrayidx231.i, align 4, !tbaa !20
  br label %if.end240.i

if.end240.i:                                      ; preds = %if.then223.i, %if.end221.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx245.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom214.i, i64 %idxprom214.i
  %74 = load i32, ptr %arrayidx245.i, align 4, !tbaa !20
  %cmp.not16.i513.i = icmp eq i32 %74, 0
  br i1 %cmp.not16.i513.i, label %_ZL11inverse_modjj.exit532.i, label %while.body.i525.i

while.body.i525.i:                                ; preds = %if.end240.i, %while.body.i525.i
  %t.020.i514.i = phi i64 [ %nt.019.i515.i, %while.body.i525.i ], [ 0, %if.end240.i ]
  %nt.019.i515.i = phi i64 [ %sub.i521.i, %while.body.i525.i ], [ 1, %if.end240.i ]
  %r.018.i516.i = phi i32 [ %nr.017.i517.i, %while.body.i525.i ], [ %q.sroa.0.0.copyload.i, %if.end240.i ]
  %nr.017.i517.i = phi i32 [ %sub2.i523.i, %while.body.i525.i ], [ %74, %if.end240.i ]
  %div.i518.i = udiv i32 %r.018.i516.i, %nr.017.i517.i
  %conv.i519.i = zext i32 %div.i518.i to i64
  %mul.i520.i = mul nsw i64 %nt.019.i515.i, %conv.i519.i
  %sub.i521.i = sub nsw i64 %t.020.i514.i, %mul.i520.i
  %mul1.i522.i = mul nuw i32 %div.i518.i, %nr.017.i517.i
  %sub2.i523.i = sub nuw i32 %r.018.i516.i, %mul1.i522.i
  %cmp.not.i524.i = icmp eq i32 %sub2.i523.i, 0
  br i1 %cmp.not.i524.i, label %_ZL11inverse_modjj.exit532.i, label %while.body.i525.i, !llvm.loop !33

_ZL11inverse_modjj.exit532.i:                     ; preds = %while.body.i525.i, %if.end240.i
  %t.0.lcssa.i526.i = phi i64 [ 0, %if.end240.i ], [ %nt.019.i515.i, %while.body.i525.i ]
  %cmp3.i527.i = icmp slt i64 %t.0.lcssa.i526.i, 0
  %add.i529.i = select i1 %cmp3.i527.i, i64 %conv4.i528.i, i64 0
  %cond.i530.i = add nsw i64 %add.i529.i, %t.0.lcssa.i526.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx251.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom214.i, i64 %idxprom226.i
  %75 = load i32, ptr %arrayidx251.i, align 4, !tbaa !20
  %conv.i.i533.i = and i64 %cond.i530.i, 4294967295
  %mul.i.i535.i = mul nuw i64 %conv.i.i533.i, %conv1.i.i534.i
  %conv.i.i.i.i = trunc i64 %mul.i.i535.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i528.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i.i535.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i528.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i528.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv.i4.i.i = and i64 %cond.i.i.i.i, 4294967295
  %conv1.i5.i.i = zext i32 %75 to i64
  %mul.i6.i.i = mul nuw i64 %conv.i4.i.i, %conv1.i5.i.i
  %conv.i.i7.i.i = trunc i64 %mul.i6.i.i to i32
  %mul.i.i8.i.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i7.i.i
  %conv1.i.i9.i.i = zext i32 %mul.i.i8.i.i to i64
  %mul3.i.i11.i.i = mul nuw i64 %conv1.i.i9.i.i, %conv4.i528.i
  %add.i.i12.i.i = add i64 %mul3.i.i11.i.i, %mul.i6.i.i
  %shr.i.i13.i.i = lshr i64 %add.i.i12.i.i, 32
  %cmp.not.i.i14.i.i = icmp ult i64 %shr.i.i13.i.i, %conv4.i528.i
  %sub.i.i15.i.i = select i1 %cmp.not.i.i14.i.i, i64 0, i64 %conv4.i528.i
  %cond.i.i16.i.i = sub nsw i64 %shr.i.i13.i.i, %sub.i.i15.i.i
  %conv8.i.i17.i.i = trunc i64 %cond.i.i16.i.i to i32
  store i32 %conv8.i.i17.i.i, ptr %arrayidx251.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.body261.i

for.body261.i:                                    ; preds = %for.inc288.i, %_ZL11inverse_modjj.exit532.i
  %r257.0599.i = phi i32 [ 0, %_ZL11inverse_modjj.exit532.i ], [ %inc289.i, %for.inc288.i ]
  %cmp262.i = icmp eq i32 %r257.0599.i, %c.0601.i
  br i1 %cmp262.i, label %for.inc288.i, label %if.end264.i

if.end264.i:                                      ; preds = %for.body261.i
  %idxprom266.i = zext i32 %r257.0599.i to i64
  %arrayidx269.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom266.i, i64 %idxprom214.i
  %76 = load i32, ptr %arrayidx269.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp270.not.i = icmp eq i32 %76, 0
  br i1 %cmp270.not.i, label %if.end287.i, label %if.then271.i

if.then271.i:                                     ; preds = %if.end264.i
  %arrayidx275.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom266.i, i64 %idxprom226.i
  %77 = load i32, ptr %arrayidx275.i, align 4, !tbaa !20
  %78 = load i32, ptr %arrayidx251.i, align 4, !tbaa !20
  %conv.i.i536.i = zext i32 %76 to i64
  %mul.i.i539.i = mul nuw i64 %conv.i.i536.i, %conv1.i.i534.i
  %conv.i.i.i542.i = trunc i64 %mul.i.i539.i to i32
  %mul.i.i.i543.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i.i542.i
  %conv1.i.i.i544.i = zext i32 %mul.i.i.i543.i to i64
  %mul3.i.i.i546.i = mul nuw i64 %conv1.i.i.i544.i, %conv4.i528.i
  %add.i.i.i547.i = add i64 %mul3.i.i.i546.i, %mul.i.i539.i
  %shr.i.i.i548.i = lshr i64 %add.i.i.i547.i, 32
  %cmp.not.i.i.i549.i = icmp ult i64 %shr.i.i.i548.i, %conv4.i528.i
  %sub.i.i.i550.i = select i1 %cmp.not.i.i.i549.i, i64 0, i64 %conv4.i528.i
  %cond.i.i.i551.i = sub nsw i64 %shr.i.i.i548.i, %sub.i.i.i550.i
  %conv.i4.i552.i = and i64 %cond.i.i.i551.i, 4294967295
  %conv1.i5.i553.i = zext i32 %78 to i64
  %mul.i6.i554.i = mul nuw i64 %conv.i4.i552.i, %conv1.i5.i553.i
  %conv.i.i7.i555.i = trunc i64 %mul.i6.i554.i to i32
  %mul.i.i8.i556.i = mul i32 %q.sroa.11.0.copyload.i, %conv.i.i7.i555.i
  %conv1.i.i9.i557.i = zext i32 %mul.i.i8.i556.i to i64
  %mul3.i.i11.i558.i = mul nuw i64 %conv1.i.i9.i557.i, %conv4.i528.i
  %add.i.i12.i559.i = add i64 %mul3.i.i11.i558.i, %mul.i6.i554.i
  %shr.i.i13.i560.i = lshr i64 %add.i.i12.i559.i, 32
  %cmp.not.i.i14.i561.i = icmp ult i64 %shr.i.i13.i560.i, %conv4.i528.i
  %sub.i.i15.i562.i = select i1 %cmp.not.i.i14.i561.i, i64 0, i64 %conv4.i528.i
  %cond.i.i16.i563.i = sub nsw i64 %shr.i.i13.i560.i, %sub.i.i15.i562.i
  %conv8.i.i17.i564.i = trunc i64 %cond.i.i16.i563.i to i32
  %cmp.not.i565.i = icmp ult i32 %77, %conv8.i.i17.i564.i
  %add.i566.i = select i1 %cmp.not.i565.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i = sub i32 %77, %conv8.i.i17.i564.i
  %cond.i567.i = add i32 %a.pn.i.i, %add.i566.i
  store i32 %cond.i567.i, ptr %arrayidx275.i, align 4, !tbaa !20
  br label %if.end287.i

if.end287.i:                                      ; preds = %if.then271.i, %if.end264.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.inc288.i

for.inc288.i:                                     ; preds = %if.end287.i, %for.body261.i
  %inc289.i = add nuw i32 %r257.0599.i, 1
  %exitcond610.not.i = icmp eq i32 %inc289.i, %count.0.lcssa.i
  br i1 %exitcond610.not.i, label %cleanup292.i, label %for.body261.i, !llvm.loop !64

cleanup292.i:                                     ; preds = %for.inc288.i, %while.end.i
  %inc296.i = add nuw i32 %c.0601.i, 1
  %exitcond611.not.i = icmp eq i32 %inc296.i, %count.0.lcssa.i
  br i1 %exitcond611.not.i, label %for.body303.lr.ph.i, label %while.cond.preheader.i, !llvm.loop !65

for.cond.cleanup302.i.loopexit.unr-lcssa:         ; preds = %for.inc316.i.3, %for.body303.lr.ph.i
  %r299.0604.i.unr = phi i32 [ 0, %for.body303.lr.ph.i ], [ %inc317.i.3, %for.inc316.i.3 ]
  %lcmp.mod20.not = icmp eq i32 %xtraiter18, 0
  br i1 %lcmp.mod20.not, label %for.cond.cleanup302.i, label %for.body303.i.epil

for.body303.i.epil:                               ; preds = %for.cond.cleanup302.i.loopexit.unr-lcssa, %for.inc316.i.epil
  %r299.0604.i.epil = phi i32 [ %inc317.i.epil, %for.inc316.i.epil ], [ %r299.0604.i.unr, %for.cond.cleanup302.i.loopexit.unr-lcssa ]
  %epil.iter19 = phi i32 [ %epil.iter19.next, %for.inc316.i.epil ], [ 0, %for.cond.cleanup302.i.loopexit.unr-lcssa ]
  br i1 %cmp304.i, label %if.then305.i.epil, label %for.inc316.i.epil

if.then305.i.epil:                                ; preds = %for.body303.i.epil
  %mul311.i.epil = shl i32 %r299.0604.i.epil, 4
  %add312.i.epil = add nuw i32 %mul311.i.epil, %1
  %idxprom313.i.epil = zext i32 %add312.i.epil to i64
  %arrayidx314.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i.epil
  %idxprom306.i.epil = zext i32 %r299.0604.i.epil to i64
  %arrayidx310.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i.epil, i64 %idxprom309.i
  %79 = load i32, ptr %arrayidx310.i.epil, align 4, !tbaa !20
  store i32 %79, ptr %arrayidx314.i.epil, align 4, !tbaa !20
  br label %for.inc316.i.epil

for.inc316.i.epil:                                ; preds = %if.then305.i.epil, %for.body303.i.epil
  %inc317.i.epil = add nuw i32 %r299.0604.i.epil, 1
  %epil.iter19.next = add i32 %epil.iter19, 1
  %epil.iter19.cmp.not = icmp eq i32 %epil.iter19.next, %xtraiter18
  br i1 %epil.iter19.cmp.not, label %for.cond.cleanup302.i, label %for.body303.i.epil, !llvm.loop !66

for.cond.cleanup302.i:                            ; preds = %for.cond.cleanup302.i.loopexit.unr-lcssa, %for.inc316.i.epil, %for.cond.cleanup176.i
  %cmp320.i = icmp eq i32 %1, 0
  br i1 %cmp320.i, label %if.then321.i, label %_ZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejj.exit

for.body303.i:                                    ; preds = %for.inc316.i.3, %for.body303.lr.ph.i.new
  %r299.0604.i = phi i32 [ 0, %for.body303.lr.ph.i.new ], [ %inc317.i.3, %for.inc316.i.3 ]
  %niter22 = phi i32 [ 0, %for.body303.lr.ph.i.new ], [ %niter22.next.3, %for.inc316.i.3 ]
  br i1 %cmp304.i, label %if.then305.i, label %for.inc316.i.3

if.then305.i:                                     ; preds = %for.body303.i
  %mul311.i = shl i32 %r299.0604.i, 4
  %add312.i = add nuw i32 %mul311.i, %1
  %idxprom313.i = zext i32 %add312.i to i64
  %arrayidx314.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i
  %idxprom306.i = zext i32 %r299.0604.i to i64
  %arrayidx310.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i, i64 %idxprom309.i
  %80 = load i32, ptr %arrayidx310.i, align 4, !tbaa !20
  store i32 %80, ptr %arrayidx314.i, align 4, !tbaa !20
  %inc317.i = or i32 %r299.0604.i, 1
  %mul311.i.1 = shl i32 %inc317.i, 4
  %add312.i.1 = add nuw i32 %mul311.i.1, %1
  %idxprom313.i.1 = zext i32 %add312.i.1 to i64
  %arrayidx314.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i.1
  %idxprom306.i.1 = zext i32 %inc317.i to i64
  %arrayidx310.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i.1, i64 %idxprom309.i
  %81 = load i32, ptr %arrayidx310.i.1, align 4, !tbaa !20
  store i32 %81, ptr %arrayidx314.i.1, align 4, !tbaa !20
  %inc317.i.1 = or i32 %r299.0604.i, 2
  %mul311.i.2 = shl i32 %inc317.i.1, 4
  %add312.i.2 = add nuw i32 %mul311.i.2, %1
  %idxprom313.i.2 = zext i32 %add312.i.2 to i64
  %arrayidx314.i.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i.2
  %idxprom306.i.2 = zext i32 %inc317.i.1 to i64
  %arrayidx310.i.2 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i.2, i64 %idxprom309.i
  %82 = load i32, ptr %arrayidx310.i.2, align 4, !tbaa !20
  store i32 %82, ptr %arrayidx314.i.2, align 4, !tbaa !20
  %inc317.i.2 = or i32 %r299.0604.i, 3
  %mul311.i.3 = shl i32 %inc317.i.2, 4
  %add312.i.3 = add nuw i32 %mul311.i.3, %1
  %idxprom313.i.3 = zext i32 %add312.i.3 to i64
  %arrayidx314.i.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i.3
  %idxprom306.i.3 = zext i32 %inc317.i.2 to i64
  %arrayidx310.i.3 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i.3, i64 %idxprom309.i
  %83 = load i32, ptr %arrayidx310.i.3, align 4, !tbaa !20
  store i32 %83, ptr %arrayidx314.i.3, align 4, !tbaa !20
  br label %for.inc316.i.3

for.inc316.i.3:                                   ; preds = %for.body303.i, %if.then305.i
  %inc317.i.3 = add nuw i32 %r299.0604.i, 4
  %niter22.next.3 = add i32 %niter22, 4
  %niter22.ncmp.3 = icmp eq i32 %niter22.next.3, %unroll_iter21
  br i1 %niter22.ncmp.3, label %for.cond.cleanup302.i.loopexit.unr-lcssa, label %for.body303.i, !llvm.loop !67

if.then321.i:                                     ; preds = %for.cond.cleanup302.i
  %count322.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 1
  %add323.i = add i32 %count.0.lcssa.i, %3
  store i32 %count.0.lcssa.i, ptr %count322.i, align 4, !tbaa !68
  store i32 %add323.i, ptr %add.ptr10.i, align 4, !tbaa !48
  br label %_ZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejj.exit

_ZL12panel_factorI7BarrettEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejj.exit: ; preds = %for.cond.cleanup36.i, %for.cond.cleanup302.i, %if.then321.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_factor_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %rowpiv, ptr nocapture noundef writeonly %pivrows, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef %cbuf, ptr nocapture noundef %states, i32 noundef %c0, i32 noundef %bw) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !19
  %q.sroa.12.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.12.0.copyload.i = load i32, ptr %q.sroa.12.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !26
  %q.sroa.18.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.18.0.copyload.i = load i32, ptr %q.sroa.18.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !28
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %conv2.i = zext i32 %n to i64
  %mul3.i = mul nuw i64 %conv2.i, %idxprom.i
  %add.ptr4.i = getelementptr inbounds i32, ptr %rowpiv, i64 %mul3.i
  %mul8.i = shl i64 %mul3.i, 4
  %add.ptr9.i = getelementptr inbounds i32, ptr %cbuf, i64 %mul8.i
  %add.ptr10.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = load i32, ptr %add.ptr10.i, align 4, !tbaa !48
  %cmp599.i = icmp ult i32 %1, %n
  br i1 %cmp599.i, label %for.cond13.preheader.lr.ph.i, label %for.cond.cleanup.i

for.cond13.preheader.lr.ph.i:                     ; preds = %entry
  %cmp14597.not.i = icmp eq i32 %bw, 0
  %conv19.i = zext i32 %c0 to i64
  %4 = add i32 %bw, -1
  %xtraiter = and i32 %bw, 3
  %5 = icmp ult i32 %4, 3
  %unroll_iter = and i32 %bw, -4
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.cond13.preheader.i

for.cond13.preheader.i:                           ; preds = %for.cond.cleanup15.i, %for.cond13.preheader.lr.ph.i
  %i.0600.i = phi i32 [ %1, %for.cond13.preheader.lr.ph.i ], [ %add29.i, %for.cond.cleanup15.i ]
  br i1 %cmp14597.not.i, label %for.cond.cleanup15.i, label %for.body16.lr.ph.i

for.body16.lr.ph.i:                               ; preds = %for.cond13.preheader.i
  %conv17.i = zext i32 %i.0600.i to i64
  %mul18.i = mul i64 %conv17.i, %ld
  %add.i = add i64 %mul18.i, %conv19.i
  %mul24.i = shl nuw nsw i64 %conv17.i, 4
  br i1 %5, label %for.cond.cleanup15.i.loopexit.unr-lcssa, label %for.body16.i

for.cond.cleanup.i:                               ; preds = %for.cond.cleanup15.i, %entry
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp33610.not.i = icmp eq i32 %bw, 0
  br i1 %cmp33610.not.i, label %for.cond.cleanup36.i, label %land.rhs.lr.ph.i

land.rhs.lr.ph.i:                                 ; preds = %for.cond.cleanup.i
  %conv51.i = zext i32 %c0 to i64
  %shr.i.i = lshr i32 %2, 5
  %and.i.i = and i32 %1, 31
  %cmp.i.i = icmp eq i32 %and.i.i, 0
  %shr2.i.i = lshr i32 %1, 5
  %idxprom.i.i = zext i32 %shr2.i.i to i64
  %arrayidx.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom.i.i
  %cmp318.not.i.i = icmp ult i32 %2, 32
  %umax.i.i = tail call i32 @llvm.umax.i32(i32 %shr.i.i, i32 1)
  %cmp69.i = icmp eq i32 %1, 0
  %conv4.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i = zext i32 %q.sroa.18.0.copyload.i to i64
  %conv93.i = zext i32 %3 to i64
  %conv100.i = zext i32 %m to i64
  %mul101.i = mul nuw i64 %conv100.i, %idxprom.i
  %cmp114.i = icmp ult i32 %1, %bw
  %idxprom116.i = zext i32 %1 to i64
  %arrayidx117.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom116.i
  %add.ptr131484.i = getelementptr i32, ptr %add.ptr.i, i64 %conv51.i
  %add.ptr66.i1 = getelementptr i32, ptr %add.ptr.i, i64 %conv51.i
  %6 = add nsw i32 %umax.i.i, -1
  %7 = add i32 %bw, -1
  %8 = add i32 %bw, -2
  %xtraiter2 = and i32 %umax.i.i, 7
  %9 = icmp ult i32 %6, 7
  %unroll_iter6 = and i32 %umax.i.i, 134217720
  %lcmp.mod4.not = icmp eq i32 %xtraiter2, 0
  br label %land.rhs.i

for.cond.cleanup15.i.loopexit.unr-lcssa:          ; preds = %for.body16.i, %for.body16.lr.ph.i
  %t.0598.i.unr = phi i32 [ 0, %for.body16.lr.ph.i ], [ %inc.i.3, %for.body16.i ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup15.i, label %for.body16.i.epil

for.body16.i.epil:                                ; preds = %for.cond.cleanup15.i.loopexit.unr-lcssa, %for.body16.i.epil
  %t.0598.i.epil = phi i32 [ %inc.i.epil, %for.body16.i.epil ], [ %t.0598.i.unr, %for.cond.cleanup15.i.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body16.i.epil ], [ 0, %for.cond.cleanup15.i.loopexit.unr-lcssa ]
  %conv20.i.epil = zext i32 %t.0598.i.epil to i64
  %add21.i.epil = add i64 %add.i, %conv20.i.epil
  %arrayidx22.i.epil = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i.epil
  %10 = load i32, ptr %arrayidx22.i.epil, align 4, !tbaa !20
  %add26.i.epil = add nuw nsw i64 %mul24.i, %conv20.i.epil
  %arrayidx27.i.epil = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i.epil
  store i32 %10, ptr %arrayidx27.i.epil, align 4, !tbaa !20
  %inc.i.epil = add nuw i32 %t.0598.i.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup15.i, label %for.body16.i.epil, !llvm.loop !69

for.cond.cleanup15.i:                             ; preds = %for.cond.cleanup15.i.loopexit.unr-lcssa, %for.body16.i.epil, %for.cond13.preheader.i
  %add29.i = add i32 %i.0600.i, %2
  %cmp.i = icmp ult i32 %add29.i, %n
  br i1 %cmp.i, label %for.cond13.preheader.i, label %for.cond.cleanup.i, !llvm.loop !70

for.body16.i:                                     ; preds = %for.body16.lr.ph.i, %for.body16.i
  %t.0598.i = phi i32 [ %inc.i.3, %for.body16.i ], [ 0, %for.body16.lr.ph.i ]
  %niter = phi i32 [ %niter.next.3, %for.body16.i ], [ 0, %for.body16.lr.ph.i ]
  %conv20.i = zext i32 %t.0598.i to i64
  %add21.i = add i64 %add.i, %conv20.i
  %arrayidx22.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i
  %11 = load i32, ptr %arrayidx22.i, align 4, !tbaa !20
  %add26.i = add nuw nsw i64 %mul24.i, %conv20.i
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i
  store i32 %11, ptr %arrayidx27.i, align 4, !tbaa !20
  %inc.i = or i32 %t.0598.i, 1
  %conv20.i.1 = zext i32 %inc.i to i64
  %add21.i.1 = add i64 %add.i, %conv20.i.1
  %arrayidx22.i.1 = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i.1
  %12 = load i32, ptr %arrayidx22.i.1, align 4, !tbaa !20
  %add26.i.1 = add nuw nsw i64 %mul24.i, %conv20.i.1
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i.1
  store i32 %12, ptr %arrayidx27.i.1, align 4, !tbaa !20
  %inc.i.1 = or i32 %t.0598.i, 2
  %conv20.i.2 = zext i32 %inc.i.1 to i64
  %add21.i.2 = add i64 %add.i, %conv20.i.2
  %arrayidx22.i.2 = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i.2
  %13 = load i32, ptr %arrayidx22.i.2, align 4, !tbaa !20
  %add26.i.2 = add nuw nsw i64 %mul24.i, %conv20.i.2
  %arrayidx27.i.2 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i.2
  store i32 %13, ptr %arrayidx27.i.2, align 4, !tbaa !20
  %inc.i.2 = or i32 %t.0598.i, 3
  %conv20.i.3 = zext i32 %inc.i.2 to i64
  %add21.i.3 = add i64 %add.i, %conv20.i.3
  %arrayidx22.i.3 = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add21.i.3
  %14 = load i32, ptr %arrayidx22.i.3, align 4, !tbaa !20
  %add26.i.3 = add nuw nsw i64 %mul24.i, %conv20.i.3
  %arrayidx27.i.3 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add26.i.3
  store i32 %14, ptr %arrayidx27.i.3, align 4, !tbaa !20
  %inc.i.3 = add nuw i32 %t.0598.i, 4
  %niter.next.3 = add i32 %niter, 4
  %niter.ncmp.3 = icmp eq i32 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup15.i.loopexit.unr-lcssa, label %for.body16.i, !llvm.loop !71

land.rhs.i:                                       ; preds = %cleanup164.i, %land.rhs.lr.ph.i
  %count.0613.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %count.1.i, %cleanup164.i ]
  %t31.0611.i = phi i32 [ 0, %land.rhs.lr.ph.i ], [ %inc169.i, %cleanup164.i ]
  %15 = sub i32 %7, %t31.0611.i
  %16 = sub i32 %bw, %t31.0611.i
  %17 = sub i32 %7, %t31.0611.i
  %add34.i = add i32 %count.0613.i, %3
  %cmp35.i = icmp ult i32 %add34.i, %n
  br i1 %cmp35.i, label %for.cond39.preheader.i, label %for.cond.cleanup36.i

for.cond39.preheader.i:                           ; preds = %land.rhs.i
  br i1 %cmp599.i, label %for.body45.lr.ph.i, label %for.cond.cleanup44.i

for.body45.lr.ph.i:                               ; preds = %for.cond39.preheader.i
  %conv53.i = zext i32 %t31.0611.i to i64
  %add52.i = add nuw nsw i64 %conv53.i, %conv51.i
  br label %for.body45.i

for.cond.cleanup36.i:                             ; preds = %cleanup164.i, %land.rhs.i, %for.cond.cleanup.i
  %count.0.lcssa.i = phi i32 [ 0, %for.cond.cleanup.i ], [ %count.0613.i, %land.rhs.i ], [ %count.1.i, %cleanup164.i ]
  %cmp172.i = icmp ult i32 %1, 32
  br i1 %cmp172.i, label %for.cond174.preheader.i, label %_ZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejj.exit

for.cond174.preheader.i:                          ; preds = %for.cond.cleanup36.i
  %cmp175616.not.i = icmp eq i32 %count.0.lcssa.i, 0
  br i1 %cmp175616.not.i, label %for.cond.cleanup176.i, label %for.body177.lr.ph.i

for.body177.lr.ph.i:                              ; preds = %for.cond174.preheader.i
  %cmp178.i = icmp ult i32 %1, 16
  %sub.i = add nsw i32 %1, -16
  %cmp179.i = icmp ult i32 %1, %count.0.lcssa.i
  %idxprom187.i = zext i32 %1 to i64
  %arrayidx188.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %idxprom187.i
  %xtraiter13 = and i32 %count.0.lcssa.i, 1
  %18 = icmp eq i32 %count.0.lcssa.i, 1
  br i1 %18, label %for.cond.cleanup176.i.loopexit.unr-lcssa, label %for.body177.lr.ph.i.new

for.body177.lr.ph.i.new:                          ; preds = %for.body177.lr.ph.i
  %unroll_iter16 = and i32 %count.0.lcssa.i, -2
  br label %for.body177.i

for.cond.cleanup44.i:                             ; preds = %for.inc57.i, %for.cond39.preheader.i
  %mine.0.lcssa.i = phi i32 [ -1, %for.cond39.preheader.i ], [ %mine.1.i, %for.inc57.i ]
  %19 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %mine.0.lcssa.i, i32 -1)
  br i1 %cmp.i.i, label %if.then.i.i, label %if.end.i.i

if.then.i.i:                                      ; preds = %for.cond.cleanup44.i
  store i32 %19, ptr %arrayidx.i.i, align 4, !tbaa !20
  br label %if.end.i.i

if.end.i.i:                                       ; preds = %if.then.i.i, %for.cond.cleanup44.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp318.not.i.i, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.preheader

for.body.i.i.preheader:                           ; preds = %if.end.i.i
  br i1 %9, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i

for.body.i.i:                                     ; preds = %for.body.i.i.preheader, %for.body.i.i
  %w.020.i.i = phi i32 [ %inc.i.i.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %r.019.i.i = phi i32 [ %35, %for.body.i.i ], [ -1, %for.body.i.i.preheader ]
  %niter7 = phi i32 [ %niter7.next.7, %for.body.i.i ], [ 0, %for.body.i.i.preheader ]
  %idxprom4.i.i = zext i32 %w.020.i.i to i64
  %arrayidx5.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i
  %20 = load i32, ptr %arrayidx5.i.i, align 4, !tbaa !20
  %21 = tail call i32 @llvm.umin.i32(i32 %20, i32 %r.019.i.i)
  %inc.i.i = or i32 %w.020.i.i, 1
  %idxprom4.i.i.1 = zext i32 %inc.i.i to i64
  %arrayidx5.i.i.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.1
  %22 = load i32, ptr %arrayidx5.i.i.1, align 4, !tbaa !20
  %23 = tail call i32 @llvm.umin.i32(i32 %22, i32 %21)
  %inc.i.i.1 = or i32 %w.020.i.i, 2
  %idxprom4.i.i.2 = zext i32 %inc.i.i.1 to i64
  %arrayidx5.i.i.2 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.2
  %24 = load i32, ptr %arrayidx5.i.i.2, align 4, !tbaa !20
  %25 = tail call i32 @llvm.umin.i32(i32 %24, i32 %23)
  %inc.i.i.2 = or i32 %w.020.i.i, 3
  %idxprom4.i.i.3 = zext i32 %inc.i.i.2 to i64
  %arrayidx5.i.i.3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.3
  %26 = load i32, ptr %arrayidx5.i.i.3, align 4, !tbaa !20
  %27 = tail call i32 @llvm.umin.i32(i32 %26, i32 %25)
  %inc.i.i.3 = or i32 %w.020.i.i, 4
  %idxprom4.i.i.4 = zext i32 %inc.i.i.3 to i64
  %arrayidx5.i.i.4 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.4
  %28 = load i32, ptr %arrayidx5.i.i.4, align 4, !tbaa !20
  %29 = tail call i32 @llvm.umin.i32(i32 %28, i32 %27)
  %inc.i.i.4 = or i32 %w.020.i.i, 5
  %idxprom4.i.i.5 = zext i32 %inc.i.i.4 to i64
  %arrayidx5.i.i.5 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.5
  %30 = load i32, ptr %arrayidx5.i.i.5, align 4, !tbaa !20
  %31 = tail call i32 @llvm.umin.i32(i32 %30, i32 %29)
  %inc.i.i.5 = or i32 %w.020.i.i, 6
  %idxprom4.i.i.6 = zext i32 %inc.i.i.5 to i64
  %arrayidx5.i.i.6 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.6
  %32 = load i32, ptr %arrayidx5.i.i.6, align 4, !tbaa !20
  %33 = tail call i32 @llvm.umin.i32(i32 %32, i32 %31)
  %inc.i.i.6 = or i32 %w.020.i.i, 7
  %idxprom4.i.i.7 = zext i32 %inc.i.i.6 to i64
  %arrayidx5.i.i.7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.7
  %34 = load i32, ptr %arrayidx5.i.i.7, align 4, !tbaa !20
  %35 = tail call i32 @llvm.umin.i32(i32 %34, i32 %33)
  %inc.i.i.7 = add nuw nsw i32 %w.020.i.i, 8
  %niter7.next.7 = add i32 %niter7, 8
  %niter7.ncmp.7 = icmp eq i32 %niter7.next.7, %unroll_iter6
  br i1 %niter7.ncmp.7, label %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, label %for.body.i.i, !llvm.loop !54

_ZL9block_minjPj.exit.i.loopexit.unr-lcssa:       ; preds = %for.body.i.i, %for.body.i.i.preheader
  %.lcssa.ph = phi i32 [ undef, %for.body.i.i.preheader ], [ %35, %for.body.i.i ]
  %w.020.i.i.unr = phi i32 [ 0, %for.body.i.i.preheader ], [ %inc.i.i.7, %for.body.i.i ]
  %r.019.i.i.unr = phi i32 [ -1, %for.body.i.i.preheader ], [ %35, %for.body.i.i ]
  br i1 %lcmp.mod4.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil

for.body.i.i.epil:                                ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil
  %w.020.i.i.epil = phi i32 [ %inc.i.i.epil, %for.body.i.i.epil ], [ %w.020.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %r.019.i.i.epil = phi i32 [ %37, %for.body.i.i.epil ], [ %r.019.i.i.unr, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %epil.iter3 = phi i32 [ %epil.iter3.next, %for.body.i.i.epil ], [ 0, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ]
  %idxprom4.i.i.epil = zext i32 %w.020.i.i.epil to i64
  %arrayidx5.i.i.epil = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE7scratch to ptr), i64 %idxprom4.i.i.epil
  %36 = load i32, ptr %arrayidx5.i.i.epil, align 4, !tbaa !20
  %37 = tail call i32 @llvm.umin.i32(i32 %36, i32 %r.019.i.i.epil)
  %inc.i.i.epil = add nuw nsw i32 %w.020.i.i.epil, 1
  %epil.iter3.next = add i32 %epil.iter3, 1
  %epil.iter3.cmp.not = icmp eq i32 %epil.iter3.next, %xtraiter2
  br i1 %epil.iter3.cmp.not, label %_ZL9block_minjPj.exit.i, label %for.body.i.i.epil, !llvm.loop !72

_ZL9block_minjPj.exit.i:                          ; preds = %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa, %for.body.i.i.epil, %if.end.i.i
  %r.0.lcssa.i.i = phi i32 [ -1, %if.end.i.i ], [ %.lcssa.ph, %_ZL9block_minjPj.exit.i.loopexit.unr-lcssa ], [ %37, %for.body.i.i.epil ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp61.i = icmp eq i32 %r.0.lcssa.i.i, -1
  br i1 %cmp61.i, label %cleanup164.i, label %if.end63.i

for.body45.i:                                     ; preds = %for.inc57.i, %for.body45.lr.ph.i
  %i38.0602.i = phi i32 [ %1, %for.body45.lr.ph.i ], [ %add58.i, %for.inc57.i ]
  %idxprom46.i = zext i32 %i38.0602.i to i64
  %arrayidx47.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %idxprom46.i
  %38 = load i32, ptr %arrayidx47.i, align 4, !tbaa !20
  %cmp48.i = icmp eq i32 %38, -1
  br i1 %cmp48.i, label %land.lhs.true.i, label %for.inc57.i

land.lhs.true.i:                                  ; preds = %for.body45.i
  %mul50.i = mul i64 %idxprom46.i, %ld
  %add54.i = add i64 %add52.i, %mul50.i
  %arrayidx55.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add54.i
  %39 = load i32, ptr %arrayidx55.i, align 4, !tbaa !20
  %cmp56.not.i = icmp eq i32 %39, 0
  %spec.select.i = select i1 %cmp56.not.i, i32 -1, i32 %i38.0602.i
  br label %for.inc57.i

for.inc57.i:                                      ; preds = %land.lhs.true.i, %for.body45.i
  %mine.1.i = phi i32 [ -1, %for.body45.i ], [ %spec.select.i, %land.lhs.true.i ]
  %add58.i = add i32 %i38.0602.i, %2
  %cmp40.i = icmp ult i32 %add58.i, %n
  %cmp42.i = icmp eq i32 %mine.1.i, -1
  %40 = select i1 %cmp40.i, i1 %cmp42.i, i1 false
  br i1 %40, label %for.body45.i, label %for.cond.cleanup44.i, !llvm.loop !73

if.end63.i:                                       ; preds = %_ZL9block_minjPj.exit.i
  %conv64.i = zext i32 %r.0.lcssa.i.i to i64
  %mul65.i = mul i64 %conv64.i, %ld
  %add.ptr68.i = getelementptr i32, ptr %add.ptr66.i1, i64 %mul65.i
  br i1 %cmp69.i, label %if.then70.i, label %if.end111.i

if.then70.i:                                      ; preds = %if.end63.i
  %idxprom71.i = zext i32 %t31.0611.i to i64
  %arrayidx72.i = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom71.i
  %41 = load i32, ptr %arrayidx72.i, align 4, !tbaa !20
  %cmp.not16.i.i = icmp eq i32 %41, 0
  br i1 %cmp.not16.i.i, label %for.body78.lr.ph.i, label %while.body.i.i

while.body.i.i:                                   ; preds = %if.then70.i, %while.body.i.i
  %t.020.i.i = phi i64 [ %nt.019.i.i, %while.body.i.i ], [ 0, %if.then70.i ]
  %nt.019.i.i = phi i64 [ %sub.i.i, %while.body.i.i ], [ 1, %if.then70.i ]
  %r.018.i.i = phi i32 [ %nr.017.i.i, %while.body.i.i ], [ %q.sroa.0.0.copyload.i, %if.then70.i ]
  %nr.017.i.i = phi i32 [ %sub2.i.i, %while.body.i.i ], [ %41, %if.then70.i ]
  %div.i.i = udiv i32 %r.018.i.i, %nr.017.i.i
  %conv.i.i = zext i32 %div.i.i to i64
  %mul.i.i = mul nsw i64 %nt.019.i.i, %conv.i.i
  %sub.i.i = sub nsw i64 %t.020.i.i, %mul.i.i
  %mul1.i.i = mul nuw i32 %div.i.i, %nr.017.i.i
  %sub2.i.i = sub nuw i32 %r.018.i.i, %mul1.i.i
  %cmp.not.i.i = icmp eq i32 %sub2.i.i, 0
  br i1 %cmp.not.i.i, label %for.body78.lr.ph.i, label %while.body.i.i, !llvm.loop !33

for.body78.lr.ph.i:                               ; preds = %while.body.i.i, %if.then70.i
  %t.0.lcssa.i.i = phi i64 [ 0, %if.then70.i ], [ %nt.019.i.i, %while.body.i.i ]
  %cmp3.i.i = icmp slt i64 %t.0.lcssa.i.i, 0
  %add.i.i = select i1 %cmp3.i.i, i64 %conv4.i.i, i64 0
  %cond.i.i = add nsw i64 %add.i.i, %t.0.lcssa.i.i
  %conv.i486.i = and i64 %cond.i.i, 4294967295
  %mul.i487.i = mul nuw i64 %conv.i486.i, %conv1.i.i
  %conv.i.i.i = trunc i64 %mul.i487.i to i32
  %mul.i.i.i = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i.i
  %conv1.i.i.i = zext i32 %mul.i.i.i to i64
  %mul3.i.i.i = mul nuw i64 %conv1.i.i.i, %conv4.i.i
  %add.i.i.i = add i64 %mul3.i.i.i, %mul.i487.i
  %shr.i.i.i = lshr i64 %add.i.i.i, 32
  %cmp.not.i.i.i = icmp ult i64 %shr.i.i.i, %conv4.i.i
  %sub.i.i.i = select i1 %cmp.not.i.i.i, i64 0, i64 %conv4.i.i
  %cond.i.i.i = sub nsw i64 %shr.i.i.i, %sub.i.i.i
  %conv.i488.i = and i64 %cond.i.i.i, 4294967295
  %xtraiter8 = and i32 %16, 3
  %lcmp.mod9.not = icmp eq i32 %xtraiter8, 0
  br i1 %lcmp.mod9.not, label %for.body78.i.prol.loopexit, label %for.body78.i.prol

for.body78.i.prol:                                ; preds = %for.body78.lr.ph.i, %for.body78.i.prol
  %j.0604.i.prol = phi i32 [ %inc85.i.prol, %for.body78.i.prol ], [ %t31.0611.i, %for.body78.lr.ph.i ]
  %prol.iter = phi i32 [ %prol.iter.next, %for.body78.i.prol ], [ 0, %for.body78.lr.ph.i ]
  %idxprom79.i.prol = zext i32 %j.0604.i.prol to i64
  %arrayidx80.i.prol = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i.prol
  %42 = load i32, ptr %arrayidx80.i.prol, align 4, !tbaa !20
  %conv1.i489.i.prol = zext i32 %42 to i64
  %mul.i490.i.prol = mul nuw i64 %conv.i488.i, %conv1.i489.i.prol
  %conv.i.i491.i.prol = trunc i64 %mul.i490.i.prol to i32
  %mul.i.i492.i.prol = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i491.i.prol
  %conv1.i.i493.i.prol = zext i32 %mul.i.i492.i.prol to i64
  %mul3.i.i495.i.prol = mul nuw i64 %conv1.i.i493.i.prol, %conv4.i.i
  %add.i.i496.i.prol = add i64 %mul3.i.i495.i.prol, %mul.i490.i.prol
  %shr.i.i497.i.prol = lshr i64 %add.i.i496.i.prol, 32
  %cmp.not.i.i498.i.prol = icmp ult i64 %shr.i.i497.i.prol, %conv4.i.i
  %sub.i.i499.i.prol = select i1 %cmp.not.i.i498.i.prol, i64 0, i64 %conv4.i.i
  %cond.i.i500.i.prol = sub nsw i64 %shr.i.i497.i.prol, %sub.i.i499.i.prol
  %conv8.i.i501.i.prol = trunc i64 %cond.i.i500.i.prol to i32
  %arrayidx83.i.prol = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i.prol
  store i32 %conv8.i.i501.i.prol, ptr %arrayidx83.i.prol, align 4, !tbaa !20
  %inc85.i.prol = add nuw i32 %j.0604.i.prol, 1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter8
  br i1 %prol.iter.cmp.not, label %for.body78.i.prol.loopexit, label %for.body78.i.prol, !llvm.loop !74

for.body78.i.prol.loopexit:                       ; preds = %for.body78.i.prol, %for.body78.lr.ph.i
  %j.0604.i.unr = phi i32 [ %t31.0611.i, %for.body78.lr.ph.i ], [ %inc85.i.prol, %for.body78.i.prol ]
  %43 = icmp ult i32 %17, 3
  br i1 %43, label %for.cond.cleanup77.i, label %for.body78.i

for.cond.cleanup77.i:                             ; preds = %for.body78.i, %for.body78.i.prol.loopexit
  %arrayidx89.i = getelementptr inbounds i32, ptr %add.ptr4.i, i64 %conv64.i
  store i32 %add34.i, ptr %arrayidx89.i, align 4, !tbaa !20
  %conv95.i = zext i32 %count.0613.i to i64
  %add94.i = add nuw nsw i64 %conv95.i, %conv93.i
  %add96.i = add i64 %add94.i, %mul3.i
  %arrayidx97.i = getelementptr inbounds i32, ptr %pivrows, i64 %add96.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx97.i, align 4, !tbaa !20
  %add98.i = add i32 %t31.0611.i, %c0
  %add105.i = add i64 %add94.i, %mul101.i
  %arrayidx106.i = getelementptr inbounds i32, ptr %pivcols, i64 %add105.i
  store i32 %add98.i, ptr %arrayidx106.i, align 4, !tbaa !20
  %arrayidx108.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %conv95.i
  store i32 %r.0.lcssa.i.i, ptr %arrayidx108.i, align 4, !tbaa !20
  %arrayidx110.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 3, i64 %conv95.i
  store i32 %t31.0611.i, ptr %arrayidx110.i, align 4, !tbaa !20
  br label %if.end111.i

for.body78.i:                                     ; preds = %for.body78.i.prol.loopexit, %for.body78.i
  %j.0604.i = phi i32 [ %inc85.i.3, %for.body78.i ], [ %j.0604.i.unr, %for.body78.i.prol.loopexit ]
  %idxprom79.i = zext i32 %j.0604.i to i64
  %arrayidx80.i = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i
  %44 = load i32, ptr %arrayidx80.i, align 4, !tbaa !20
  %conv1.i489.i = zext i32 %44 to i64
  %mul.i490.i = mul nuw i64 %conv.i488.i, %conv1.i489.i
  %conv.i.i491.i = trunc i64 %mul.i490.i to i32
  %mul.i.i492.i = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i491.i
  %conv1.i.i493.i = zext i32 %mul.i.i492.i to i64
  %mul3.i.i495.i = mul nuw i64 %conv1.i.i493.i, %conv4.i.i
  %add.i.i496.i = add i64 %mul3.i.i495.i, %mul.i490.i
  %shr.i.i497.i = lshr i64 %add.i.i496.i, 32
  %cmp.not.i.i498.i = icmp ult i64 %shr.i.i497.i, %conv4.i.i
  %sub.i.i499.i = select i1 %cmp.not.i.i498.i, i64 0, i64 %conv4.i.i
  %cond.i.i500.i = sub nsw i64 %shr.i.i497.i, %sub.i.i499.i
  %conv8.i.i501.i = trunc i64 %cond.i.i500.i to i32
  %arrayidx83.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i
  store i32 %conv8.i.i501.i, ptr %arrayidx83.i, align 4, !tbaa !20
  %inc85.i = add nuw i32 %j.0604.i, 1
  %idxprom79.i.1 = zext i32 %inc85.i to i64
  %arrayidx80.i.1 = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i.1
  %45 = load i32, ptr %arrayidx80.i.1, align 4, !tbaa !20
  %conv1.i489.i.1 = zext i32 %45 to i64
  %mul.i490.i.1 = mul nuw i64 %conv.i488.i, %conv1.i489.i.1
  %conv.i.i491.i.1 = trunc i64 %mul.i490.i.1 to i32
  %mul.i.i492.i.1 = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i491.i.1
  %conv1.i.i493.i.1 = zext i32 %mul.i.i492.i.1 to i64
  %mul3.i.i495.i.1 = mul nuw i64 %conv1.i.i493.i.1, %conv4.i.i
  %add.i.i496.i.1 = add i64 %mul3.i.i495.i.1, %mul.i490.i.1
  %shr.i.i497.i.1 = lshr i64 %add.i.i496.i.1, 32
  %cmp.not.i.i498.i.1 = icmp ult i64 %shr.i.i497.i.1, %conv4.i.i
  %sub.i.i499.i.1 = select i1 %cmp.not.i.i498.i.1, i64 0, i64 %conv4.i.i
  %cond.i.i500.i.1 = sub nsw i64 %shr.i.i497.i.1, %sub.i.i499.i.1
  %conv8.i.i501.i.1 = trunc i64 %cond.i.i500.i.1 to i32
  %arrayidx83.i.1 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i.1
  store i32 %conv8.i.i501.i.1, ptr %arrayidx83.i.1, align 4, !tbaa !20
  %inc85.i.1 = add nuw i32 %j.0604.i, 2
  %idxprom79.i.2 = zext i32 %inc85.i.1 to i64
  %arrayidx80.i.2 = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i.2
  %46 = load i32, ptr %arrayidx80.i.2, align 4, !tbaa !20
  %conv1.i489.i.2 = zext i32 %46 to i64
  %mul.i490.i.2 = mul nuw i64 %conv.i488.i, %conv1.i489.i.2
  %conv.i.i491.i.2 = trunc i64 %mul.i490.i.2 to i32
  %mul.i.i492.i.2 = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i491.i.2
  %conv1.i.i493.i.2 = zext i32 %mul.i.i492.i.2 to i64
  %mul3.i.i495.i.2 = mul nuw i64 %conv1.i.i493.i.2, %conv4.i.i
  %add.i.i496.i.2 = add i64 %mul3.i.i495.i.2, %mul.i490.i.2
  %shr.i.i497.i.2 = lshr i64 %add.i.i496.i.2, 32
  %cmp.not.i.i498.i.2 = icmp ult i64 %shr.i.i497.i.2, %conv4.i.i
  %sub.i.i499.i.2 = select i1 %cmp.not.i.i498.i.2, i64 0, i64 %conv4.i.i
  %cond.i.i500.i.2 = sub nsw i64 %shr.i.i497.i.2, %sub.i.i499.i.2
  %conv8.i.i501.i.2 = trunc i64 %cond.i.i500.i.2 to i32
  %arrayidx83.i.2 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i.2
  store i32 %conv8.i.i501.i.2, ptr %arrayidx83.i.2, align 4, !tbaa !20
  %inc85.i.2 = add nuw i32 %j.0604.i, 3
  %idxprom79.i.3 = zext i32 %inc85.i.2 to i64
  %arrayidx80.i.3 = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom79.i.3
  %47 = load i32, ptr %arrayidx80.i.3, align 4, !tbaa !20
  %conv1.i489.i.3 = zext i32 %47 to i64
  %mul.i490.i.3 = mul nuw i64 %conv.i488.i, %conv1.i489.i.3
  %conv.i.i491.i.3 = trunc i64 %mul.i490.i.3 to i32
  %mul.i.i492.i.3 = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i491.i.3
  %conv1.i.i493.i.3 = zext i32 %mul.i.i492.i.3 to i64
  %mul3.i.i495.i.3 = mul nuw i64 %conv1.i.i493.i.3, %conv4.i.i
  %add.i.i496.i.3 = add i64 %mul3.i.i495.i.3, %mul.i490.i.3
  %shr.i.i497.i.3 = lshr i64 %add.i.i496.i.3, 32
  %cmp.not.i.i498.i.3 = icmp ult i64 %shr.i.i497.i.3, %conv4.i.i
  %sub.i.i499.i.3 = select i1 %cmp.not.i.i498.i.3, i64 0, i64 %conv4.i.i
  %cond.i.i500.i.3 = sub nsw i64 %shr.i.i497.i.3, %sub.i.i499.i.3
  %conv8.i.i501.i.3 = trunc i64 %cond.i.i500.i.3 to i32
  %arrayidx83.i.3 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom79.i.3
  store i32 %conv8.i.i501.i.3, ptr %arrayidx83.i.3, align 4, !tbaa !20
  %inc85.i.3 = add nuw i32 %j.0604.i, 4
  %exitcond629.not.i.3 = icmp eq i32 %inc85.i.3, %bw
  br i1 %exitcond629.not.i.3, label %for.cond.cleanup77.i, label %for.body78.i, !llvm.loop !75

if.end111.i:                                      ; preds = %for.cond.cleanup77.i, %if.end63.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp112.not.i = icmp uge i32 %1, %t31.0611.i
  %or.cond.i = and i1 %cmp114.i, %cmp112.not.i
  br i1 %or.cond.i, label %if.then115.i, label %if.end120.i

if.then115.i:                                     ; preds = %if.end111.i
  %arrayidx119.i = getelementptr inbounds i32, ptr %add.ptr68.i, i64 %idxprom116.i
  %48 = load i32, ptr %arrayidx117.i, align 4, !tbaa !20
  store i32 %48, ptr %arrayidx119.i, align 4, !tbaa !20
  br label %if.end120.i

if.end120.i:                                      ; preds = %if.then115.i, %if.end111.i
  br i1 %cmp599.i, label %for.body125.lr.ph.i, label %for.cond.cleanup124.i

for.body125.lr.ph.i:                              ; preds = %if.end120.i
  %idxprom134.i = zext i32 %t31.0611.i to i64
  %j140.0605.i = add nuw i32 %t31.0611.i, 1
  %cmp143606.i = icmp ult i32 %j140.0605.i, %bw
  %xtraiter10 = and i32 %15, 1
  %lcmp.mod11.not = icmp eq i32 %xtraiter10, 0
  %idxprom146.i.prol = zext i32 %j140.0605.i to i64
  %arrayidx149.i.prol = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom146.i.prol
  %j140.0.i.prol = add i32 %t31.0611.i, 2
  %49 = icmp eq i32 %8, %t31.0611.i
  br label %for.body125.i

for.cond.cleanup124.i:                            ; preds = %for.inc159.i, %if.end120.i
  %inc163.i = add i32 %count.0613.i, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup164.i

for.body125.i:                                    ; preds = %for.inc159.i, %for.body125.lr.ph.i
  %i121.0609.i = phi i32 [ %1, %for.body125.lr.ph.i ], [ %add160.i, %for.inc159.i ]
  %cmp126.i = icmp eq i32 %i121.0609.i, %r.0.lcssa.i.i
  br i1 %cmp126.i, label %for.inc159.i, label %if.end128.i

if.end128.i:                                      ; preds = %for.body125.i
  %conv129.i = zext i32 %i121.0609.i to i64
  %mul130.i = mul i64 %conv129.i, %ld
  %add.ptr133.i = getelementptr i32, ptr %add.ptr131484.i, i64 %mul130.i
  %arrayidx135.i = getelementptr inbounds i32, ptr %add.ptr133.i, i64 %idxprom134.i
  %50 = load i32, ptr %arrayidx135.i, align 4, !tbaa !20
  %cmp136.i = icmp eq i32 %50, 0
  br i1 %cmp136.i, label %for.inc159.i, label %if.end138.i

if.end138.i:                                      ; preds = %if.end128.i
  br i1 %cmp143606.i, label %for.body145.lr.ph.i, label %for.cond.cleanup144.i

for.body145.lr.ph.i:                              ; preds = %if.end138.i
  %conv.i.i502.i = zext i32 %50 to i64
  %mul.i.i504.i = mul nuw i64 %conv.i.i502.i, %conv1.i.i
  %conv.i.i.i.i = trunc i64 %mul.i.i504.i to i32
  %mul.i.i.i.i = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i.i.i
  %conv1.i.i.i.i = zext i32 %mul.i.i.i.i to i64
  %mul3.i.i.i.i = mul nuw i64 %conv1.i.i.i.i, %conv4.i.i
  %add.i.i.i.i = add i64 %mul3.i.i.i.i, %mul.i.i504.i
  %shr.i.i.i.i = lshr i64 %add.i.i.i.i, 32
  %cmp.not.i.i.i.i = icmp ult i64 %shr.i.i.i.i, %conv4.i.i
  %sub.i.i.i.i = select i1 %cmp.not.i.i.i.i, i64 0, i64 %conv4.i.i
  %cond.i.i.i.i = sub nsw i64 %shr.i.i.i.i, %sub.i.i.i.i
  %conv.i.i507.i = and i64 %cond.i.i.i.i, 4294967295
  br i1 %lcmp.mod11.not, label %for.body145.i.prol.loopexit, label %for.body145.i.prol

for.body145.i.prol:                               ; preds = %for.body145.lr.ph.i
  %arrayidx147.i.prol = getelementptr inbounds i32, ptr %add.ptr133.i, i64 %idxprom146.i.prol
  %51 = load i32, ptr %arrayidx147.i.prol, align 4, !tbaa !20
  %52 = load i32, ptr %arrayidx149.i.prol, align 4, !tbaa !20
  %conv1.i.i508.i.prol = zext i32 %52 to i64
  %mul.i.i509.i.prol = mul nuw i64 %conv.i.i507.i, %conv1.i.i508.i.prol
  %conv.i.i.i510.i.prol = trunc i64 %mul.i.i509.i.prol to i32
  %mul.i.i.i511.i.prol = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i.i510.i.prol
  %conv1.i.i.i512.i.prol = zext i32 %mul.i.i.i511.i.prol to i64
  %mul3.i.i.i514.i.prol = mul nuw i64 %conv1.i.i.i512.i.prol, %conv4.i.i
  %add.i.i.i515.i.prol = add i64 %mul3.i.i.i514.i.prol, %mul.i.i509.i.prol
  %shr.i.i.i516.i.prol = lshr i64 %add.i.i.i515.i.prol, 32
  %cmp.not.i.i.i517.i.prol = icmp ult i64 %shr.i.i.i516.i.prol, %conv4.i.i
  %sub.i.i.i518.i.prol = select i1 %cmp.not.i.i.i517.i.prol, i64 0, i64 %conv4.i.i
  %cond.i.i.i519.i.prol = sub nsw i64 %shr.i.i.i516.i.prol, %sub.i.i.i518.i.prol
  %conv8.i.i.i520.i.prol = trunc i64 %cond.i.i.i519.i.prol to i32
  %cmp.not.i.i521.i.prol = icmp ult i32 %51, %conv8.i.i.i520.i.prol
  %add.i.i522.i.prol = select i1 %cmp.not.i.i521.i.prol, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.prol = sub i32 %51, %conv8.i.i.i520.i.prol
  %cond.i.i523.i.prol = add i32 %a.pn.i.i.i.prol, %add.i.i522.i.prol
  store i32 %cond.i.i523.i.prol, ptr %arrayidx147.i.prol, align 4, !tbaa !20
  br label %for.body145.i.prol.loopexit

for.body145.i.prol.loopexit:                      ; preds = %for.body145.i.prol, %for.body145.lr.ph.i
  %j140.0607.i.unr = phi i32 [ %j140.0605.i, %for.body145.lr.ph.i ], [ %j140.0.i.prol, %for.body145.i.prol ]
  br i1 %49, label %for.cond.cleanup144.i, label %for.body145.i

for.cond.cleanup144.i:                            ; preds = %for.body145.i.prol.loopexit, %for.body145.i, %if.end138.i
  store i32 0, ptr %arrayidx135.i, align 4, !tbaa !20
  br label %for.inc159.i

for.body145.i:                                    ; preds = %for.body145.i.prol.loopexit, %for.body145.i
  %j140.0607.i = phi i32 [ %j140.0.i.1, %for.body145.i ], [ %j140.0607.i.unr, %for.body145.i.prol.loopexit ]
  %idxprom146.i = zext i32 %j140.0607.i to i64
  %arrayidx147.i = getelementptr inbounds i32, ptr %add.ptr133.i, i64 %idxprom146.i
  %53 = load i32, ptr %arrayidx147.i, align 4, !tbaa !20
  %arrayidx149.i = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom146.i
  %54 = load i32, ptr %arrayidx149.i, align 4, !tbaa !20
  %conv1.i.i508.i = zext i32 %54 to i64
  %mul.i.i509.i = mul nuw i64 %conv.i.i507.i, %conv1.i.i508.i
  %conv.i.i.i510.i = trunc i64 %mul.i.i509.i to i32
  %mul.i.i.i511.i = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i.i510.i
  %conv1.i.i.i512.i = zext i32 %mul.i.i.i511.i to i64
  %mul3.i.i.i514.i = mul nuw i64 %conv1.i.i.i512.i, %conv4.i.i
  %add.i.i.i515.i = add i64 %mul3.i.i.i514.i, %mul.i.i509.i
  %shr.i.i.i516.i = lshr i64 %add.i.i.i515.i, 32
  %cmp.not.i.i.i517.i = icmp ult i64 %shr.i.i.i516.i, %conv4.i.i
  %sub.i.i.i518.i = select i1 %cmp.not.i.i.i517.i, i64 0, i64 %conv4.i.i
  %cond.i.i.i519.i = sub nsw i64 %shr.i.i.i516.i, %sub.i.i.i518.i
  %conv8.i.i.i520.i = trunc i64 %cond.i.i.i519.i to i32
  %cmp.not.i.i521.i = icmp ult i32 %53, %conv8.i.i.i520.i
  %add.i.i522.i = select i1 %cmp.not.i.i521.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i = sub i32 %53, %conv8.i.i.i520.i
  %cond.i.i523.i = add i32 %a.pn.i.i.i, %add.i.i522.i
  store i32 %cond.i.i523.i, ptr %arrayidx147.i, align 4, !tbaa !20
  %j140.0.i = add i32 %j140.0607.i, 1
  %idxprom146.i.1 = zext i32 %j140.0.i to i64
  %arrayidx147.i.1 = getelementptr inbounds i32, ptr %add.ptr133.i, i64 %idxprom146.i.1
  %55 = load i32, ptr %arrayidx147.i.1, align 4, !tbaa !20
  %arrayidx149.i.1 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE4prow to ptr), i64 0, i64 %idxprom146.i.1
  %56 = load i32, ptr %arrayidx149.i.1, align 4, !tbaa !20
  %conv1.i.i508.i.1 = zext i32 %56 to i64
  %mul.i.i509.i.1 = mul nuw i64 %conv.i.i507.i, %conv1.i.i508.i.1
  %conv.i.i.i510.i.1 = trunc i64 %mul.i.i509.i.1 to i32
  %mul.i.i.i511.i.1 = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i.i510.i.1
  %conv1.i.i.i512.i.1 = zext i32 %mul.i.i.i511.i.1 to i64
  %mul3.i.i.i514.i.1 = mul nuw i64 %conv1.i.i.i512.i.1, %conv4.i.i
  %add.i.i.i515.i.1 = add i64 %mul3.i.i.i514.i.1, %mul.i.i509.i.1
  %shr.i.i.i516.i.1 = lshr i64 %add.i.i.i515.i.1, 32
  %cmp.not.i.i.i517.i.1 = icmp ult i64 %shr.i.i.i516.i.1, %conv4.i.i
  %sub.i.i.i518.i.1 = select i1 %cmp.not.i.i.i517.i.1, i64 0, i64 %conv4.i.i
  %cond.i.i.i519.i.1 = sub nsw i64 %shr.i.i.i516.i.1, %sub.i.i.i518.i.1
  %conv8.i.i.i520.i.1 = trunc i64 %cond.i.i.i519.i.1 to i32
  %cmp.not.i.i521.i.1 = icmp ult i32 %55, %conv8.i.i.i520.i.1
  %add.i.i522.i.1 = select i1 %cmp.not.i.i521.i.1, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i.i.1 = sub i32 %55, %conv8.i.i.i520.i.1
  %cond.i.i523.i.1 = add i32 %a.pn.i.i.i.1, %add.i.i522.i.1
  store i32 %cond.i.i523.i.1, ptr %arrayidx147.i.1, align 4, !tbaa !20
  %j140.0.i.1 = add i32 %j140.0607.i, 2
  %exitcond630.not.i.1 = icmp eq i32 %j140.0.i.1, %bw
  br i1 %exitcond630.not.i.1, label %for.cond.cleanup144.i, label %for.body145.i, !llvm.loop !76

for.inc159.i:                                     ; preds = %for.cond.cleanup144.i, %if.end128.i, %for.body125.i
  %add160.i = add i32 %i121.0609.i, %2
  %cmp123.i = icmp ult i32 %add160.i, %n
  br i1 %cmp123.i, label %for.body125.i, label %for.cond.cleanup124.i, !llvm.loop !77

cleanup164.i:                                     ; preds = %for.cond.cleanup124.i, %_ZL9block_minjPj.exit.i
  %count.1.i = phi i32 [ %inc163.i, %for.cond.cleanup124.i ], [ %count.0613.i, %_ZL9block_minjPj.exit.i ]
  %inc169.i = add nuw i32 %t31.0611.i, 1
  %exitcond631.not.i = icmp eq i32 %inc169.i, %bw
  br i1 %exitcond631.not.i, label %for.cond.cleanup36.i, label %land.rhs.i, !llvm.loop !78

for.cond.cleanup176.i.loopexit.unr-lcssa:         ; preds = %cond.end195.i.1, %for.body177.lr.ph.i
  %r.0617.i.unr = phi i32 [ 0, %for.body177.lr.ph.i ], [ %inc202.i.1, %cond.end195.i.1 ]
  %lcmp.mod15.not = icmp eq i32 %xtraiter13, 0
  br i1 %lcmp.mod15.not, label %for.cond.cleanup176.i, label %for.body177.i.epil

for.body177.i.epil:                               ; preds = %for.cond.cleanup176.i.loopexit.unr-lcssa
  br i1 %cmp178.i, label %cond.true.i.epil, label %cond.false192.i.epil

cond.false192.i.epil:                             ; preds = %for.body177.i.epil
  %cmp193.i.epil = icmp eq i32 %sub.i, %r.0617.i.unr
  %cond194.i.epil = zext i1 %cmp193.i.epil to i32
  br label %cond.end195.i.epil

cond.true.i.epil:                                 ; preds = %for.body177.i.epil
  br i1 %cmp179.i, label %cond.true180.i.epil, label %cond.end195.i.epil

cond.true180.i.epil:                              ; preds = %cond.true.i.epil
  %idxprom182.i.epil = zext i32 %r.0617.i.unr to i64
  %arrayidx183.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom182.i.epil
  %57 = load i32, ptr %arrayidx183.i.epil, align 4, !tbaa !20
  %conv184.i.epil = zext i32 %57 to i64
  %mul185.i.epil = shl nuw nsw i64 %conv184.i.epil, 4
  %58 = load i32, ptr %arrayidx188.i, align 4, !tbaa !20
  %conv189.i.epil = zext i32 %58 to i64
  %add190.i.epil = add nuw nsw i64 %mul185.i.epil, %conv189.i.epil
  %arrayidx191.i.epil = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add190.i.epil
  %59 = load i32, ptr %arrayidx191.i.epil, align 4, !tbaa !20
  br label %cond.end195.i.epil

cond.end195.i.epil:                               ; preds = %cond.true180.i.epil, %cond.true.i.epil, %cond.false192.i.epil
  %cond196.i.epil = phi i32 [ %cond194.i.epil, %cond.false192.i.epil ], [ %59, %cond.true180.i.epil ], [ 0, %cond.true.i.epil ]
  %idxprom197.i.epil = zext i32 %r.0617.i.unr to i64
  %arrayidx200.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom197.i.epil, i64 %idxprom187.i
  store i32 %cond196.i.epil, ptr %arrayidx200.i.epil, align 4, !tbaa !20
  br label %for.cond.cleanup176.i

for.cond.cleanup176.i:                            ; preds = %cond.end195.i.epil, %for.cond.cleanup176.i.loopexit.unr-lcssa, %for.cond174.preheader.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp175616.not.i, label %for.cond.cleanup302.i, label %while.cond.preheader.lr.ph.i

while.cond.preheader.lr.ph.i:                     ; preds = %for.cond.cleanup176.i
  %idxprom226.i = zext i32 %1 to i64
  %conv4.i539.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %conv1.i.i546.i = zext i32 %q.sroa.18.0.copyload.i to i64
  br label %while.cond.preheader.i

for.body177.i:                                    ; preds = %cond.end195.i.1, %for.body177.lr.ph.i.new
  %r.0617.i = phi i32 [ 0, %for.body177.lr.ph.i.new ], [ %inc202.i.1, %cond.end195.i.1 ]
  %niter17 = phi i32 [ 0, %for.body177.lr.ph.i.new ], [ %niter17.next.1, %cond.end195.i.1 ]
  br i1 %cmp178.i, label %cond.true.i, label %cond.false192.i

cond.true.i:                                      ; preds = %for.body177.i
  br i1 %cmp179.i, label %cond.true180.i, label %cond.end195.i

cond.true180.i:                                   ; preds = %cond.true.i
  %idxprom182.i = zext i32 %r.0617.i to i64
  %arrayidx183.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom182.i
  %60 = load i32, ptr %arrayidx183.i, align 4, !tbaa !20
  %conv184.i = zext i32 %60 to i64
  %mul185.i = shl nuw nsw i64 %conv184.i, 4
  %61 = load i32, ptr %arrayidx188.i, align 4, !tbaa !20
  %conv189.i = zext i32 %61 to i64
  %add190.i = add nuw nsw i64 %mul185.i, %conv189.i
  %arrayidx191.i = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add190.i
  %62 = load i32, ptr %arrayidx191.i, align 4, !tbaa !20
  br label %cond.end195.i

cond.false192.i:                                  ; preds = %for.body177.i
  %cmp193.i = icmp eq i32 %sub.i, %r.0617.i
  %cond194.i = zext i1 %cmp193.i to i32
  br label %cond.end195.i

cond.end195.i:                                    ; preds = %cond.false192.i, %cond.true180.i, %cond.true.i
  %cond196.i = phi i32 [ %cond194.i, %cond.false192.i ], [ %62, %cond.true180.i ], [ 0, %cond.true.i ]
  %idxprom197.i = zext i32 %r.0617.i to i64
  %arrayidx200.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom197.i, i64 %idxprom187.i
  store i32 %cond196.i, ptr %arrayidx200.i, align 4, !tbaa !20
  %inc202.i = or i32 %r.0617.i, 1
  br i1 %cmp178.i, label %cond.true.i.1, label %cond.false192.i.1

cond.false192.i.1:                                ; preds = %cond.end195.i
  %cmp193.i.1 = icmp eq i32 %sub.i, %inc202.i
  %cond194.i.1 = zext i1 %cmp193.i.1 to i32
  br label %cond.end195.i.1

cond.true.i.1:                                    ; preds = %cond.end195.i
  br i1 %cmp179.i, label %cond.true180.i.1, label %cond.end195.i.1

cond.true180.i.1:                                 ; preds = %cond.true.i.1
  %idxprom182.i.1 = zext i32 %inc202.i to i64
  %arrayidx183.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 2, i64 %idxprom182.i.1
  %63 = load i32, ptr %arrayidx183.i.1, align 4, !tbaa !20
  %conv184.i.1 = zext i32 %63 to i64
  %mul185.i.1 = shl nuw nsw i64 %conv184.i.1, 4
  %64 = load i32, ptr %arrayidx188.i, align 4, !tbaa !20
  %conv189.i.1 = zext i32 %64 to i64
  %add190.i.1 = add nuw nsw i64 %mul185.i.1, %conv189.i.1
  %arrayidx191.i.1 = getelementptr inbounds i32, ptr %add.ptr9.i, i64 %add190.i.1
  %65 = load i32, ptr %arrayidx191.i.1, align 4, !tbaa !20
  br label %cond.end195.i.1

cond.end195.i.1:                                  ; preds = %cond.true180.i.1, %cond.true.i.1, %cond.false192.i.1
  %cond196.i.1 = phi i32 [ %cond194.i.1, %cond.false192.i.1 ], [ %65, %cond.true180.i.1 ], [ 0, %cond.true.i.1 ]
  %idxprom197.i.1 = zext i32 %inc202.i to i64
  %arrayidx200.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom197.i.1, i64 %idxprom187.i
  store i32 %cond196.i.1, ptr %arrayidx200.i.1, align 4, !tbaa !20
  %inc202.i.1 = add nuw i32 %r.0617.i, 2
  %niter17.next.1 = add i32 %niter17, 2
  %niter17.ncmp.1 = icmp eq i32 %niter17.next.1, %unroll_iter16
  br i1 %niter17.ncmp.1, label %for.cond.cleanup176.i.loopexit.unr-lcssa, label %for.body177.i, !llvm.loop !79

while.cond.preheader.i:                           ; preds = %cleanup292.i, %while.cond.preheader.lr.ph.i
  %c.0625.i = phi i32 [ 0, %while.cond.preheader.lr.ph.i ], [ %inc296.i, %cleanup292.i ]
  %idxprom214.i = zext i32 %c.0625.i to i64
  br label %land.rhs211.i

for.body303.lr.ph.i:                              ; preds = %cleanup292.i
  %cmp304.i = icmp ult i32 %1, 16
  %add308.i = add nuw nsw i32 %1, 16
  %idxprom309.i = zext i32 %add308.i to i64
  %66 = add i32 %count.0.lcssa.i, -1
  %xtraiter18 = and i32 %count.0.lcssa.i, 3
  %67 = icmp ult i32 %66, 3
  br i1 %67, label %for.cond.cleanup302.i.loopexit.unr-lcssa, label %for.body303.lr.ph.i.new

for.body303.lr.ph.i.new:                          ; preds = %for.body303.lr.ph.i
  %unroll_iter21 = and i32 %count.0.lcssa.i, -4
  br label %for.body303.i

land.rhs211.i:                                    ; preds = %while.body.i, %while.cond.preheader.i
  %p209.0619.i = phi i32 [ %c.0625.i, %while.cond.preheader.i ], [ %inc218.i, %while.body.i ]
  %idxprom212.i = zext i32 %p209.0619.i to i64
  %arrayidx215.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom212.i, i64 %idxprom214.i
  %68 = load i32, ptr %arrayidx215.i, align 4, !tbaa !20
  %cmp216.i = icmp eq i32 %68, 0
  br i1 %cmp216.i, label %while.body.i, label %while.end.i

while.body.i:                                     ; preds = %land.rhs211.i
  %inc218.i = add i32 %p209.0619.i, 1
  %exitcond633.not.i = icmp eq i32 %inc218.i, %count.0.lcssa.i
  br i1 %exitcond633.not.i, label %while.end.i, label %land.rhs211.i, !llvm.loop !80

while.end.i:                                      ; preds = %while.body.i, %land.rhs211.i
  %p209.0.lcssa.ph.i = phi i32 [ %p209.0619.i, %land.rhs211.i ], [ %count.0.lcssa.i, %while.body.i ]
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp219.i = icmp eq i32 %p209.0.lcssa.ph.i, %count.0.lcssa.i
  br i1 %cmp219.i, label %cleanup292.i, label %if.end221.i

if.end221.i:                                      ; preds = %while.end.i
  %cmp222.not.i = icmp eq i32 %p209.0.lcssa.ph.i, %c.0625.i
  br i1 %cmp222.not.i, label %if.end240.i, label %if.then223.i

if.then223.i:                                     ; preds = %if.end221.i
  %idxprom224.i = zext i32 %p209.0.lcssa.ph.i to i64
  %arrayidx227.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom224.i, i64 %idxprom226.i
  %arrayidx231.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom214.i, i64 %idxprom226.i
  %69 = load i32, ptr %arrayidx227.i, align 4, !tbaa !20
  %70 = load i32, ptr %arrayidx231.i, align 4, !tbaa !20
  store i32 %70, ptr %arrayidx227.i, align 4, !tbaa !20
  store i32 %69, ptr %arrayidx231.i, align 4, !tbaa !20
  br label %if.end240.i

if.end240.i:                                      ; preds = %if.then223.i, %if.end221.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx245.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom214.i, i64 %idxprom214.i
  %71 = load i32, ptr %arrayidx245.i, align 4, !tbaa !20
  %cmp.not16.i524.i = icmp eq i32 %71, 0
  br i1 %cmp.not16.i524.i, label %_ZL11inverse_modjj.exit543.i, label %while.body.i536.i

while.body.i536.i:                                ; preds = %if.end240.i, %while.body.i536.i
  %t.020.i525.i = phi i64 [ %nt.019.i526.i, %while.body.i536.i ], [ 0, %if.end240.i ]
  %nt.019.i526.i = phi i64 [ %sub.i532.i, %while.body.i536.i ], [ 1, %if.end240.i ]
  %r.018.i527.i = phi i32 [ %nr.017.i528.i, %while.body.i536.i ], [ %q.sroa.0.0.copyload.i, %if.end240.i ]
  %nr.017.i528.i = phi i32 [ %sub2.i534.i, %while.body.i536.i ], [ %71, %if.end240.i ]
  %div.i529.i = udiv i32 %r.018.i527.i, %nr.017.i528.i
  %conv.i530.i = zext i32 %div.i529.i to i64
  %mul.i531.i = mul nsw i64 %nt.019.i526.i, %conv.i530.i
  %sub.i532.i = sub nsw i64 %t.020.i525.i, %mul.i531.i
  %mul1.i533.i = mul nuw i32 %div.i529.i, %nr.017.i528.i
  %sub2.i534.i = sub nuw i32 %r.018.i527.i, %mul1.i533.i
  %cmp.not.i535.i = icmp eq i32 %sub2.i534.i, 0
  br i1 %cmp.not.i535.i, label %_ZL11inverse_modjj.exit543.i, label %while.body.i536.i, !llvm.loop !33

_ZL11inverse_modjj.exit543.i:                     ; preds = %while.body.i536.i, %if.end240.i
  %t.0.lcssa.i537.i = phi i64 [ 0, %if.end240.i ], [ %nt.019.i526.i, %while.body.i536.i ]
  %cmp3.i538.i = icmp slt i64 %t.0.lcssa.i537.i, 0
  %add.i540.i = select i1 %cmp3.i538.i, i64 %conv4.i539.i, i64 0
  %cond.i541.i = add nsw i64 %add.i540.i, %t.0.lcssa.i537.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %arrayidx251.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom214.i, i64 %idxprom226.i
  %72 = load i32, ptr %arrayidx251.i, align 4, !tbaa !20
  %conv.i.i544.i = and i64 %cond.i541.i, 4294967295
  %mul.i.i547.i = mul nuw i64 %conv.i.i544.i, %conv1.i.i546.i
  %conv.i.i.i550.i = trunc i64 %mul.i.i547.i to i32
  %mul.i.i.i551.i = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i.i550.i
  %conv1.i.i.i552.i = zext i32 %mul.i.i.i551.i to i64
  %mul3.i.i.i554.i = mul nuw i64 %conv1.i.i.i552.i, %conv4.i539.i
  %add.i.i.i555.i = add i64 %mul3.i.i.i554.i, %mul.i.i547.i
  %shr.i.i.i556.i = lshr i64 %add.i.i.i555.i, 32
  %cmp.not.i.i.i557.i = icmp ult i64 %shr.i.i.i556.i, %conv4.i539.i
  %sub.i.i.i558.i = select i1 %cmp.not.i.i.i557.i, i64 0, i64 %conv4.i539.i
  %cond.i.i.i559.i = sub nsw i64 %shr.i.i.i556.i, %sub.i.i.i558.i
  %conv.i4.i.i = and i64 %cond.i.i.i559.i, 4294967295
  %conv1.i5.i.i = zext i32 %72 to i64
  %mul.i6.i.i = mul nuw i64 %conv.i4.i.i, %conv1.i5.i.i
  %conv.i.i7.i.i = trunc i64 %mul.i6.i.i to i32
  %mul.i.i8.i.i = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i7.i.i
  %conv1.i.i9.i.i = zext i32 %mul.i.i8.i.i to i64
  %mul3.i.i11.i.i = mul nuw i64 %conv1.i.i9.i.i, %conv4.i539.i
  %add.i.i12.i.i = add i64 %mul3.i.i11.i.i, %mul.i6.i.i
  %shr.i.i13.i.i = lshr i64 %add.i.i12.i.i, 32
  %cmp.not.i.i14.i.i = icmp ult i64 %shr.i.i13.i.i, %conv4.i539.i
  %sub.i.i15.i.i = select i1 %cmp.not.i.i14.i.i, i64 0, i64 %conv4.i539.i
  %cond.i.i16.i.i = sub nsw i64 %shr.i.i13.i.i, %sub.i.i15.i.i
  %conv8.i.i17.i.i = trunc i64 %cond.i.i16.i.i to i32
  store i32 %conv8.i.i17.i.i, ptr %arrayidx251.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.body261.i

for.body261.i:                                    ; preds = %for.inc288.i, %_ZL11inverse_modjj.exit543.i
  %r257.0623.i = phi i32 [ 0, %_ZL11inverse_modjj.exit543.i ], [ %inc289.i, %for.inc288.i ]
  %cmp262.i = icmp eq i32 %r257.0623.i, %c.0625.i
  br i1 %cmp262.i, label %for.inc288.i, label %if.end264.i

if.end264.i:                                      ; preds = %for.body261.i
  %idxprom266.i = zext i32 %r257.0623.i to i64
  %arrayidx269.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom266.i, i64 %idxprom214.i
  %73 = load i32, ptr %arrayidx269.i, align 4, !tbaa !20
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp270.not.i = icmp eq i32 %73, 0
  br i1 %cmp270.not.i, label %if.end287.i, label %if.then271.i

if.then271.i:                                     ; preds = %if.end264.i
  %arrayidx275.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom266.i, i64 %idxprom226.i
  %74 = load i32, ptr %arrayidx275.i, align 4, !tbaa !20
  %75 = load i32, ptr %arrayidx251.i, align 4, !tbaa !20
  %conv.i.i560.i = zext i32 %73 to i64
  %mul.i.i563.i = mul nuw i64 %conv.i.i560.i, %conv1.i.i546.i
  %conv.i.i.i566.i = trunc i64 %mul.i.i563.i to i32
  %mul.i.i.i567.i = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i.i566.i
  %conv1.i.i.i568.i = zext i32 %mul.i.i.i567.i to i64
  %mul3.i.i.i570.i = mul nuw i64 %conv1.i.i.i568.i, %conv4.i539.i
  %add.i.i.i571.i = add i64 %mul3.i.i.i570.i, %mul.i.i563.i
  %shr.i.i.i572.i = lshr i64 %add.i.i.i571.i, 32
  %cmp.not.i.i.i573.i = icmp ult i64 %shr.i.i.i572.i, %conv4.i539.i
  %sub.i.i.i574.i = select i1 %cmp.not.i.i.i573.i, i64 0, i64 %conv4.i539.i
  %cond.i.i.i575.i = sub nsw i64 %shr.i.i.i572.i, %sub.i.i.i574.i
  %conv.i4.i576.i = and i64 %cond.i.i.i575.i, 4294967295
  %conv1.i5.i577.i = zext i32 %75 to i64
  %mul.i6.i578.i = mul nuw i64 %conv.i4.i576.i, %conv1.i5.i577.i
  %conv.i.i7.i579.i = trunc i64 %mul.i6.i578.i to i32
  %mul.i.i8.i580.i = mul i32 %q.sroa.12.0.copyload.i, %conv.i.i7.i579.i
  %conv1.i.i9.i581.i = zext i32 %mul.i.i8.i580.i to i64
  %mul3.i.i11.i582.i = mul nuw i64 %conv1.i.i9.i581.i, %conv4.i539.i
  %add.i.i12.i583.i = add i64 %mul3.i.i11.i582.i, %mul.i6.i578.i
  %shr.i.i13.i584.i = lshr i64 %add.i.i12.i583.i, 32
  %cmp.not.i.i14.i585.i = icmp ult i64 %shr.i.i13.i584.i, %conv4.i539.i
  %sub.i.i15.i586.i = select i1 %cmp.not.i.i14.i585.i, i64 0, i64 %conv4.i539.i
  %cond.i.i16.i587.i = sub nsw i64 %shr.i.i13.i584.i, %sub.i.i15.i586.i
  %conv8.i.i17.i588.i = trunc i64 %cond.i.i16.i587.i to i32
  %cmp.not.i589.i = icmp ult i32 %74, %conv8.i.i17.i588.i
  %add.i590.i = select i1 %cmp.not.i589.i, i32 %q.sroa.0.0.copyload.i, i32 0
  %a.pn.i.i = sub i32 %74, %conv8.i.i17.i588.i
  %cond.i591.i = add i32 %a.pn.i.i, %add.i590.i
  store i32 %cond.i591.i, ptr %arrayidx275.i, align 4, !tbaa !20
  br label %if.end287.i

if.end287.i:                                      ; preds = %if.then271.i, %if.end264.i
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.inc288.i

for.inc288.i:                                     ; preds = %if.end287.i, %for.body261.i
  %inc289.i = add nuw i32 %r257.0623.i, 1
  %exitcond634.not.i = icmp eq i32 %inc289.i, %count.0.lcssa.i
  br i1 %exitcond634.not.i, label %cleanup292.i, label %for.body261.i, !llvm.loop !81

cleanup292.i:                                     ; preds = %for.inc288.i, %while.end.i
  %inc296.i = add nuw i32 %c.0625.i, 1
  %exitcond635.not.i = icmp eq i32 %inc296.i, %count.0.lcssa.i
  br i1 %exitcond635.not.i, label %for.body303.lr.ph.i, label %while.cond.preheader.i, !llvm.loop !82

for.cond.cleanup302.i.loopexit.unr-lcssa:         ; preds = %for.inc316.i.3, %for.body303.lr.ph.i
  %r299.0628.i.unr = phi i32 [ 0, %for.body303.lr.ph.i ], [ %inc317.i.3, %for.inc316.i.3 ]
  %lcmp.mod20.not = icmp eq i32 %xtraiter18, 0
  br i1 %lcmp.mod20.not, label %for.cond.cleanup302.i, label %for.body303.i.epil

for.body303.i.epil:                               ; preds = %for.cond.cleanup302.i.loopexit.unr-lcssa, %for.inc316.i.epil
  %r299.0628.i.epil = phi i32 [ %inc317.i.epil, %for.inc316.i.epil ], [ %r299.0628.i.unr, %for.cond.cleanup302.i.loopexit.unr-lcssa ]
  %epil.iter19 = phi i32 [ %epil.iter19.next, %for.inc316.i.epil ], [ 0, %for.cond.cleanup302.i.loopexit.unr-lcssa ]
  br i1 %cmp304.i, label %if.then305.i.epil, label %for.inc316.i.epil

if.then305.i.epil:                                ; preds = %for.body303.i.epil
  %mul311.i.epil = shl i32 %r299.0628.i.epil, 4
  %add312.i.epil = add nuw i32 %mul311.i.epil, %1
  %idxprom313.i.epil = zext i32 %add312.i.epil to i64
  %arrayidx314.i.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i.epil
  %idxprom306.i.epil = zext i32 %r299.0628.i.epil to i64
  %arrayidx310.i.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i.epil, i64 %idxprom309.i
  %76 = load i32, ptr %arrayidx310.i.epil, align 4, !tbaa !20
  store i32 %76, ptr %arrayidx314.i.epil, align 4, !tbaa !20
  br label %for.inc316.i.epil

for.inc316.i.epil:                                ; preds = %if.then305.i.epil, %for.body303.i.epil
  %inc317.i.epil = add nuw i32 %r299.0628.i.epil, 1
  %epil.iter19.next = add i32 %epil.iter19, 1
  %epil.iter19.cmp.not = icmp eq i32 %epil.iter19.next, %xtraiter18
  br i1 %epil.iter19.cmp.not, label %for.cond.cleanup302.i, label %for.body303.i.epil, !llvm.loop !83

for.cond.cleanup302.i:                            ; preds = %for.cond.cleanup302.i.loopexit.unr-lcssa, %for.inc316.i.epil, %for.cond.cleanup176.i
  %cmp320.i = icmp eq i32 %1, 0
  br i1 %cmp320.i, label %if.then321.i, label %_ZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejj.exit

for.body303.i:                                    ; preds = %for.inc316.i.3, %for.body303.lr.ph.i.new
  %r299.0628.i = phi i32 [ 0, %for.body303.lr.ph.i.new ], [ %inc317.i.3, %for.inc316.i.3 ]
  %niter22 = phi i32 [ 0, %for.body303.lr.ph.i.new ], [ %niter22.next.3, %for.inc316.i.3 ]
  br i1 %cmp304.i, label %if.then305.i, label %for.inc316.i.3

if.then305.i:                                     ; preds = %for.body303.i
  %mul311.i = shl i32 %r299.0628.i, 4
  %add312.i = add nuw i32 %mul311.i, %1
  %idxprom313.i = zext i32 %add312.i to i64
  %arrayidx314.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i
  %idxprom306.i = zext i32 %r299.0628.i to i64
  %arrayidx310.i = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i, i64 %idxprom309.i
  %77 = load i32, ptr %arrayidx310.i, align 4, !tbaa !20
  store i32 %77, ptr %arrayidx314.i, align 4, !tbaa !20
  %inc317.i = or i32 %r299.0628.i, 1
  %mul311.i.1 = shl i32 %inc317.i, 4
  %add312.i.1 = add nuw i32 %mul311.i.1, %1
  %idxprom313.i.1 = zext i32 %add312.i.1 to i64
  %arrayidx314.i.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i.1
  %idxprom306.i.1 = zext i32 %inc317.i to i64
  %arrayidx310.i.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i.1, i64 %idxprom309.i
  %78 = load i32, ptr %arrayidx310.i.1, align 4, !tbaa !20
  store i32 %78, ptr %arrayidx314.i.1, align 4, !tbaa !20
  %inc317.i.1 = or i32 %r299.0628.i, 2
  %mul311.i.2 = shl i32 %inc317.i.1, 4
  %add312.i.2 = add nuw i32 %mul311.i.2, %1
  %idxprom313.i.2 = zext i32 %add312.i.2 to i64
  %arrayidx314.i.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i.2
  %idxprom306.i.2 = zext i32 %inc317.i.1 to i64
  %arrayidx310.i.2 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i.2, i64 %idxprom309.i
  %79 = load i32, ptr %arrayidx310.i.2, align 4, !tbaa !20
  store i32 %79, ptr %arrayidx314.i.2, align 4, !tbaa !20
  %inc317.i.2 = or i32 %r299.0628.i, 3
  %mul311.i.3 = shl i32 %inc317.i.2, 4
  %add312.i.3 = add nuw i32 %mul311.i.3, %1
  %idxprom313.i.3 = zext i32 %add312.i.3 to i64
  %arrayidx314.i.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 4, i64 %idxprom313.i.3
  %idxprom306.i.3 = zext i32 %inc317.i.2 to i64
  %arrayidx310.i.3 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejjE3aug to ptr), i64 0, i64 %idxprom306.i.3, i64 %idxprom309.i
  %80 = load i32, ptr %arrayidx310.i.3, align 4, !tbaa !20
  store i32 %80, ptr %arrayidx314.i.3, align 4, !tbaa !20
  br label %for.inc316.i.3

for.inc316.i.3:                                   ; preds = %for.body303.i, %if.then305.i
  %inc317.i.3 = add nuw i32 %r299.0628.i, 4
  %niter22.next.3 = add i32 %niter22, 4
  %niter22.ncmp.3 = icmp eq i32 %niter22.next.3, %unroll_iter21
  br i1 %niter22.ncmp.3, label %for.cond.cleanup302.i.loopexit.unr-lcssa, label %for.body303.i, !llvm.loop !84

if.then321.i:                                     ; preds = %for.cond.cleanup302.i
  %count322.i = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom.i, i32 1
  %add323.i = add i32 %count.0.lcssa.i, %3
  store i32 %count.0.lcssa.i, ptr %count322.i, align 4, !tbaa !68
  store i32 %add323.i, ptr %add.ptr10.i, align 4, !tbaa !48
  br label %_ZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejj.exit

_ZL12panel_factorI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_S1_S1_P10PanelStatejj.exit: ; preds = %for.cond.cleanup36.i, %for.cond.cleanup302.i, %if.then321.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_w(ptr nocapture noundef readonly %mats, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %states, ptr nocapture noundef writeonly %wbuf, i32 noundef %c1) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idx.ext = zext i32 %0 to i64
  %count1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 1
  %1 = load i32, ptr %count1, align 4, !tbaa !68
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %cleanup71, label %if.end

if.end:                                           ; preds = %entry
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp3107 = icmp ult i32 %2, 256
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br i1 %cmp3107, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %if.end
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul = mul i32 %4, %3
  %add9 = add i32 %mul, %2
  %add10 = add i32 %add9, %c1
  %cmp11.not = icmp ult i32 %add10, %m
  br i1 %cmp11.not, label %if.end13, label %cleanup71

for.body:                                         ; preds = %if.end, %for.body
  %x.0108 = phi i32 [ %add, %for.body ], [ %2, %if.end ]
  %idxprom = zext i32 %x.0108 to i64
  %arrayidx = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 4, i64 %idxprom
  %5 = load i32, ptr %arrayidx, align 4, !tbaa !20
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom
  store i32 %5, ptr %arrayidx5, align 4, !tbaa !20
  %add = add i32 %x.0108, %3
  %cmp3 = icmp ult i32 %add, 256
  br i1 %cmp3, label %for.body, label %for.cond.cleanup, !llvm.loop !85

if.end13:                                         ; preds = %for.cond.cleanup
  %arrayidx15 = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idx.ext
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx15, align 8, !tbaa.struct !19
  %q.sroa.5105.0.arrayidx15.sroa_idx = getelementptr inbounds i8, ptr %arrayidx15, i64 16
  %q.sroa.5105.0.copyload = load i64, ptr %q.sroa.5105.0.arrayidx15.sroa_idx, align 8, !tbaa.struct !27
  %conv = zext i32 %q.sroa.0.0.copyload to i64
  %mul18 = mul i64 %idx.ext, %stride
  %add.ptr19 = getelementptr inbounds i32, ptr %mats, i64 %mul18
  %conv29 = zext i32 %add10 to i64
  %arrayidx26 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 0
  %6 = load i32, ptr %arrayidx26, align 4, !tbaa !20
  %conv27 = zext i32 %6 to i64
  %mul28 = mul i64 %conv27, %ld
  %add30 = add i64 %mul28, %conv29
  %arrayidx31 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30
  %7 = load i32, ptr %arrayidx31, align 4, !tbaa !20
  %cmp24.1 = icmp ugt i32 %1, 1
  br i1 %cmp24.1, label %cond.true.1, label %cond.end.1

cond.true.1:                                      ; preds = %if.end13
  %arrayidx26.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 1
  %8 = load i32, ptr %arrayidx26.1, align 4, !tbaa !20
  %conv27.1 = zext i32 %8 to i64
  %mul28.1 = mul i64 %conv27.1, %ld
  %add30.1 = add i64 %mul28.1, %conv29
  %arrayidx31.1 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.1
  %9 = load i32, ptr %arrayidx31.1, align 4, !tbaa !20
  %phi.cast126 = zext i32 %9 to i64
  br label %cond.end.1

cond.end.1:                                       ; preds = %cond.true.1, %if.end13
  %cond.1 = phi i64 [ %phi.cast126, %cond.true.1 ], [ 0, %if.end13 ]
  %cmp24.2 = icmp ugt i32 %1, 2
  br i1 %cmp24.2, label %cond.true.2, label %cond.end.2

cond.true.2:                                      ; preds = %cond.end.1
  %arrayidx26.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 2
  %10 = load i32, ptr %arrayidx26.2, align 4, !tbaa !20
  %conv27.2 = zext i32 %10 to i64
  %mul28.2 = mul i64 %conv27.2, %ld
  %add30.2 = add i64 %mul28.2, %conv29
  %arrayidx31.2 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.2
  %11 = load i32, ptr %arrayidx31.2, align 4, !tbaa !20
  %phi.cast127 = zext i32 %11 to i64
  br label %cond.end.2

cond.end.2:                                       ; preds = %cond.true.2, %cond.end.1
  %cond.2 = phi i64 [ %phi.cast127, %cond.true.2 ], [ 0, %cond.end.1 ]
  %cmp24.3 = icmp ugt i32 %1, 3
  br i1 %cmp24.3, label %cond.true.3, label %cond.end.3

cond.true.3:                                      ; preds = %cond.end.2
  %arrayidx26.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 3
  %12 = load i32, ptr %arrayidx26.3, align 4, !tbaa !20
  %conv27.3 = zext i32 %12 to i64
  %mul28.3 = mul i64 %conv27.3, %ld
  %add30.3 = add i64 %mul28.3, %conv29
  %arrayidx31.3 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.3
  %13 = load i32, ptr %arrayidx31.3, align 4, !tbaa !20
  %phi.cast = zext i32 %13 to i64
  br label %cond.end.3

cond.end.3:                                       ; preds = %cond.true.3, %cond.end.2
  %cond.3 = phi i64 [ %phi.cast, %cond.true.3 ], [ 0, %cond.end.2 ]
  %cmp24.4 = icmp ugt i32 %1, 4
  br i1 %cmp24.4, label %cond.true.4, label %cond.end.4

cond.true.4:                                      ; preds = %cond.end.3
  %arrayidx26.4 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 4
  %14 = load i32, ptr %arrayidx26.4, align 4, !tbaa !20
  %conv27.4 = zext i32 %14 to i64
  %mul28.4 = mul i64 %conv27.4, %ld
  %add30.4 = add i64 %mul28.4, %conv29
  %arrayidx31.4 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.4
  %15 = load i32, ptr %arrayidx31.4, align 4, !tbaa !20
  %phi.cast114 = zext i32 %15 to i64
  br label %cond.end.4

cond.end.4:                                       ; preds = %cond.true.4, %cond.end.3
  %cond.4 = phi i64 [ %phi.cast114, %cond.true.4 ], [ 0, %cond.end.3 ]
  %cmp24.5 = icmp ugt i32 %1, 5
  br i1 %cmp24.5, label %cond.true.5, label %cond.end.5

cond.true.5:                                      ; preds = %cond.end.4
  %arrayidx26.5 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 5
  %16 = load i32, ptr %arrayidx26.5, align 4, !tbaa !20
  %conv27.5 = zext i32 %16 to i64
  %mul28.5 = mul i64 %conv27.5, %ld
  %add30.5 = add i64 %mul28.5, %conv29
  %arrayidx31.5 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.5
  %17 = load i32, ptr %arrayidx31.5, align 4, !tbaa !20
  %phi.cast115 = zext i32 %17 to i64
  br label %cond.end.5

cond.end.5:                                       ; preds = %cond.true.5, %cond.end.4
  %cond.5 = phi i64 [ %phi.cast115, %cond.true.5 ], [ 0, %cond.end.4 ]
  %cmp24.6 = icmp ugt i32 %1, 6
  br i1 %cmp24.6, label %cond.true.6, label %cond.end.6

cond.true.6:                                      ; preds = %cond.end.5
  %arrayidx26.6 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 6
  %18 = load i32, ptr %arrayidx26.6, align 4, !tbaa !20
  %conv27.6 = zext i32 %18 to i64
  %mul28.6 = mul i64 %conv27.6, %ld
  %add30.6 = add i64 %mul28.6, %conv29
  %arrayidx31.6 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.6
  %19 = load i32, ptr %arrayidx31.6, align 4, !tbaa !20
  %phi.cast116 = zext i32 %19 to i64
  br label %cond.end.6

cond.end.6:                                       ; preds = %cond.true.6, %cond.end.5
  %cond.6 = phi i64 [ %phi.cast116, %cond.true.6 ], [ 0, %cond.end.5 ]
  %cmp24.7 = icmp ugt i32 %1, 7
  br i1 %cmp24.7, label %cond.true.7, label %cond.end.7

cond.true.7:                                      ; preds = %cond.end.6
  %arrayidx26.7 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 7
  %20 = load i32, ptr %arrayidx26.7, align 4, !tbaa !20
  %conv27.7 = zext i32 %20 to i64
  %mul28.7 = mul i64 %conv27.7, %ld
  %add30.7 = add i64 %mul28.7, %conv29
  %arrayidx31.7 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.7
  %21 = load i32, ptr %arrayidx31.7, align 4, !tbaa !20
  %phi.cast117 = zext i32 %21 to i64
  br label %cond.end.7

cond.end.7:                                       ; preds = %cond.true.7, %cond.end.6
  %cond.7 = phi i64 [ %phi.cast117, %cond.true.7 ], [ 0, %cond.end.6 ]
  %cmp24.8 = icmp ugt i32 %1, 8
  br i1 %cmp24.8, label %cond.true.8, label %cond.end.8

cond.true.8:                                      ; preds = %cond.end.7
  %arrayidx26.8 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 8
  %22 = load i32, ptr %arrayidx26.8, align 4, !tbaa !20
  %conv27.8 = zext i32 %22 to i64
  %mul28.8 = mul i64 %conv27.8, %ld
  %add30.8 = add i64 %mul28.8, %conv29
  %arrayidx31.8 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.8
  %23 = load i32, ptr %arrayidx31.8, align 4, !tbaa !20
  %phi.cast118 = zext i32 %23 to i64
  br label %cond.end.8

cond.end.8:                                       ; preds = %cond.true.8, %cond.end.7
  %cond.8 = phi i64 [ %phi.cast118, %cond.true.8 ], [ 0, %cond.end.7 ]
  %cmp24.9 = icmp ugt i32 %1, 9
  br i1 %cmp24.9, label %cond.true.9, label %cond.end.9

cond.true.9:                                      ; preds = %cond.end.8
  %arrayidx26.9 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 9
  %24 = load i32, ptr %arrayidx26.9, align 4, !tbaa !20
  %conv27.9 = zext i32 %24 to i64
  %mul28.9 = mul i64 %conv27.9, %ld
  %add30.9 = add i64 %mul28.9, %conv29
  %arrayidx31.9 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.9
  %25 = load i32, ptr %arrayidx31.9, align 4, !tbaa !20
  %phi.cast119 = zext i32 %25 to i64
  br label %cond.end.9

cond.end.9:                                       ; preds = %cond.true.9, %cond.end.8
  %cond.9 = phi i64 [ %phi.cast119, %cond.true.9 ], [ 0, %cond.end.8 ]
  %cmp24.10 = icmp ugt i32 %1, 10
  br i1 %cmp24.10, label %cond.true.10, label %cond.end.10

cond.true.10:                                     ; preds = %cond.end.9
  %arrayidx26.10 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 10
  %26 = load i32, ptr %arrayidx26.10, align 4, !tbaa !20
  %conv27.10 = zext i32 %26 to i64
  %mul28.10 = mul i64 %conv27.10, %ld
  %add30.10 = add i64 %mul28.10, %conv29
  %arrayidx31.10 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.10
  %27 = load i32, ptr %arrayidx31.10, align 4, !tbaa !20
  %phi.cast120 = zext i32 %27 to i64
  br label %cond.end.10

cond.end.10:                                      ; preds = %cond.true.10, %cond.end.9
  %cond.10 = phi i64 [ %phi.cast120, %cond.true.10 ], [ 0, %cond.end.9 ]
  %cmp24.11 = icmp ugt i32 %1, 11
  br i1 %cmp24.11, label %cond.true.11, label %cond.end.11

cond.true.11:                                     ; preds = %cond.end.10
  %arrayidx26.11 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 11
  %28 = load i32, ptr %arrayidx26.11, align 4, !tbaa !20
  %conv27.11 = zext i32 %28 to i64
  %mul28.11 = mul i64 %conv27.11, %ld
  %add30.11 = add i64 %mul28.11, %conv29
  %arrayidx31.11 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.11
  %29 = load i32, ptr %arrayidx31.11, align 4, !tbaa !20
  %phi.cast121 = zext i32 %29 to i64
  br label %cond.end.11

cond.end.11:                                      ; preds = %cond.true.11, %cond.end.10
  %cond.11 = phi i64 [ %phi.cast121, %cond.true.11 ], [ 0, %cond.end.10 ]
  %cmp24.12 = icmp ugt i32 %1, 12
  br i1 %cmp24.12, label %cond.true.12, label %cond.end.12

cond.true.12:                                     ; preds = %cond.end.11
  %arrayidx26.12 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 12
  %30 = load i32, ptr %arrayidx26.12, align 4, !tbaa !20
  %conv27.12 = zext i32 %30 to i64
  %mul28.12 = mul i64 %conv27.12, %ld
  %add30.12 = add i64 %mul28.12, %conv29
  %arrayidx31.12 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.12
  %31 = load i32, ptr %arrayidx31.12, align 4, !tbaa !20
  %phi.cast122 = zext i32 %31 to i64
  br label %cond.end.12

cond.end.12:                                      ; preds = %cond.true.12, %cond.end.11
  %cond.12 = phi i64 [ %phi.cast122, %cond.true.12 ], [ 0, %cond.end.11 ]
  %cmp24.13 = icmp ugt i32 %1, 13
  br i1 %cmp24.13, label %cond.true.13, label %cond.end.13

cond.true.13:                                     ; preds = %cond.end.12
  %arrayidx26.13 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 13
  %32 = load i32, ptr %arrayidx26.13, align 4, !tbaa !20
  %conv27.13 = zext i32 %32 to i64
  %mul28.13 = mul i64 %conv27.13, %ld
  %add30.13 = add i64 %mul28.13, %conv29
  %arrayidx31.13 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.13
  %33 = load i32, ptr %arrayidx31.13, align 4, !tbaa !20
  %phi.cast123 = zext i32 %33 to i64
  br label %cond.end.13

cond.end.13:                                      ; preds = %cond.true.13, %cond.end.12
  %cond.13 = phi i64 [ %phi.cast123, %cond.true.13 ], [ 0, %cond.end.12 ]
  %cmp24.14 = icmp ugt i32 %1, 14
  br i1 %cmp24.14, label %cond.true.14, label %cond.end.14

cond.true.14:                                     ; preds = %cond.end.13
  %arrayidx26.14 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 14
  %34 = load i32, ptr %arrayidx26.14, align 4, !tbaa !20
  %conv27.14 = zext i32 %34 to i64
  %mul28.14 = mul i64 %conv27.14, %ld
  %add30.14 = add i64 %mul28.14, %conv29
  %arrayidx31.14 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.14
  %35 = load i32, ptr %arrayidx31.14, align 4, !tbaa !20
  %phi.cast124 = zext i32 %35 to i64
  br label %cond.end.14

cond.end.14:                                      ; preds = %cond.true.14, %cond.end.13
  %cond.14 = phi i64 [ %phi.cast124, %cond.true.14 ], [ 0, %cond.end.13 ]
  %cmp24.15 = icmp ugt i32 %1, 15
  br i1 %cmp24.15, label %cond.true.15, label %cond.end.15

cond.true.15:                                     ; preds = %cond.end.14
  %arrayidx26.15 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 15
  %36 = load i32, ptr %arrayidx26.15, align 4, !tbaa !20
  %conv27.15 = zext i32 %36 to i64
  %mul28.15 = mul i64 %conv27.15, %ld
  %add30.15 = add i64 %mul28.15, %conv29
  %arrayidx31.15 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.15
  %37 = load i32, ptr %arrayidx31.15, align 4, !tbaa !20
  %phi.cast125 = zext i32 %37 to i64
  br label %cond.end.15

cond.end.15:                                      ; preds = %cond.true.15, %cond.end.14
  %cond.15 = phi i64 [ %phi.cast125, %cond.true.15 ], [ 0, %cond.end.14 ]
  %shr = lshr i64 %q.sroa.5105.0.copyload, 1
  %mul16 = mul i64 %shr, %conv
  %mul37 = shl nuw nsw i64 %idx.ext, 4
  %conv38 = zext i32 %m to i64
  %mul39 = mul i64 %mul37, %conv38
  %add.ptr40 = getelementptr inbounds i32, ptr %wbuf, i64 %mul39
  %umax = tail call i32 @llvm.umax.i32(i32 %1, i32 1)
  %conv1.i = zext i32 %7 to i64
  br label %for.cond46.preheader

for.cond46.preheader:                             ; preds = %cond.end.15, %for.cond46.preheader
  %r.0113 = phi i32 [ %inc68, %for.cond46.preheader ], [ 0, %cond.end.15 ]
  %mul50 = shl i32 %r.0113, 4
  %idxprom52 = zext i32 %mul50 to i64
  %arrayidx53 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52
  %38 = load i32, ptr %arrayidx53, align 4, !tbaa !20
  %conv.i101 = zext i32 %38 to i64
  %mul.i102 = mul nuw i64 %conv1.i, %conv.i101
  %cmp.i = icmp slt i64 %mul.i102, 0
  %sub.i103 = select i1 %cmp.i, i64 %mul16, i64 0
  %cond.i104 = sub i64 %mul.i102, %sub.i103
  %add51.1 = or i32 %mul50, 1
  %idxprom52.1 = zext i32 %add51.1 to i64
  %arrayidx53.1 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.1
  %39 = load i32, ptr %arrayidx53.1, align 4, !tbaa !20
  %conv.i101.1 = zext i32 %39 to i64
  %mul.i102.1 = mul nuw i64 %cond.1, %conv.i101.1
  %add.i.1 = add i64 %mul.i102.1, %cond.i104
  %cmp.i.1 = icmp slt i64 %add.i.1, 0
  %sub.i103.1 = select i1 %cmp.i.1, i64 %mul16, i64 0
  %cond.i104.1 = sub i64 %add.i.1, %sub.i103.1
  %add51.2 = or i32 %mul50, 2
  %idxprom52.2 = zext i32 %add51.2 to i64
  %arrayidx53.2 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.2
  %40 = load i32, ptr %arrayidx53.2, align 4, !tbaa !20
  %conv.i101.2 = zext i32 %40 to i64
  %mul.i102.2 = mul nuw i64 %cond.2, %conv.i101.2
  %add.i.2 = add i64 %mul.i102.2, %cond.i104.1
  %cmp.i.2 = icmp slt i64 %add.i.2, 0
  %sub.i103.2 = select i1 %cmp.i.2, i64 %mul16, i64 0
  %cond.i104.2 = sub i64 %add.i.2, %sub.i103.2
  %add51.3 = or i32 %mul50, 3
  %idxprom52.3 = zext i32 %add51.3 to i64
  %arrayidx53.3 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.3
  %41 = load i32, ptr %arrayidx53.3, align 4, !tbaa !20
  %conv.i101.3 = zext i32 %41 to i64
  %mul.i102.3 = mul nuw i64 %cond.3, %conv.i101.3
  %add.i.3 = add i64 %mul.i102.3, %cond.i104.2
  %cmp.i.3 = icmp slt i64 %add.i.3, 0
  %sub.i103.3 = select i1 %cmp.i.3, i64 %mul16, i64 0
  %cond.i104.3 = sub i64 %add.i.3, %sub.i103.3
  %add51.4 = or i32 %mul50, 4
  %idxprom52.4 = zext i32 %add51.4 to i64
  %arrayidx53.4 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.4
  %42 = load i32, ptr %arrayidx53.4, align 4, !tbaa !20
  %conv.i101.4 = zext i32 %42 to i64
  %mul.i102.4 = mul nuw i64 %cond.4, %conv.i101.4
  %add.i.4 = add i64 %mul.i102.4, %cond.i104.3
  %cmp.i.4 = icmp slt i64 %add.i.4, 0
  %sub.i103.4 = select i1 %cmp.i.4, i64 %mul16, i64 0
  %cond.i104.4 = sub i64 %add.i.4, %sub.i103.4
  %add51.5 = or i32 %mul50, 5
  %idxprom52.5 = zext i32 %add51.5 to i64
  %arrayidx53.5 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.5
  %43 = load i32, ptr %arrayidx53.5, align 4, !tbaa !20
  %conv.i101.5 = zext i32 %43 to i64
  %mul.i102.5 = mul nuw i64 %cond.5, %conv.i101.5
  %add.i.5 = add i64 %mul.i102.5, %cond.i104.4
  %cmp.i.5 = icmp slt i64 %add.i.5, 0
  %sub.i103.5 = select i1 %cmp.i.5, i64 %mul16, i64 0
  %cond.i104.5 = sub i64 %add.i.5, %sub.i103.5
  %add51.6 = or i32 %mul50, 6
  %idxprom52.6 = zext i32 %add51.6 to i64
  %arrayidx53.6 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.6
  %44 = load i32, ptr %arrayidx53.6, align 4, !tbaa !20
  %conv.i101.6 = zext i32 %44 to i64
  %mul.i102.6 = mul nuw i64 %cond.6, %conv.i101.6
  %add.i.6 = add i64 %mul.i102.6, %cond.i104.5
  %cmp.i.6 = icmp slt i64 %add.i.6, 0
  %sub.i103.6 = select i1 %cmp.i.6, i64 %mul16, i64 0
  %cond.i104.6 = sub i64 %add.i.6, %sub.i103.6
  %add51.7 = or i32 %mul50, 7
  %idxprom52.7 = zext i32 %add51.7 to i64
  %arrayidx53.7 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.7
  %45 = load i32, ptr %arrayidx53.7, align 4, !tbaa !20
  %conv.i101.7 = zext i32 %45 to i64
  %mul.i102.7 = mul nuw i64 %cond.7, %conv.i101.7
  %add.i.7 = add i64 %mul.i102.7, %cond.i104.6
  %cmp.i.7 = icmp slt i64 %add.i.7, 0
  %sub.i103.7 = select i1 %cmp.i.7, i64 %mul16, i64 0
  %cond.i104.7 = sub i64 %add.i.7, %sub.i103.7
  %add51.8 = or i32 %mul50, 8
  %idxprom52.8 = zext i32 %add51.8 to i64
  %arrayidx53.8 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.8
  %46 = load i32, ptr %arrayidx53.8, align 4, !tbaa !20
  %conv.i101.8 = zext i32 %46 to i64
  %mul.i102.8 = mul nuw i64 %cond.8, %conv.i101.8
  %add.i.8 = add i64 %mul.i102.8, %cond.i104.7
  %cmp.i.8 = icmp slt i64 %add.i.8, 0
  %sub.i103.8 = select i1 %cmp.i.8, i64 %mul16, i64 0
  %cond.i104.8 = sub i64 %add.i.8, %sub.i103.8
  %add51.9 = or i32 %mul50, 9
  %idxprom52.9 = zext i32 %add51.9 to i64
  %arrayidx53.9 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.9
  %47 = load i32, ptr %arrayidx53.9, align 4, !tbaa !20
  %conv.i101.9 = zext i32 %47 to i64
  %mul.i102.9 = mul nuw i64 %cond.9, %conv.i101.9
  %add.i.9 = add i64 %mul.i102.9, %cond.i104.8
  %cmp.i.9 = icmp slt i64 %add.i.9, 0
  %sub.i103.9 = select i1 %cmp.i.9, i64 %mul16, i64 0
  %cond.i104.9 = sub i64 %add.i.9, %sub.i103.9
  %add51.10 = or i32 %mul50, 10
  %idxprom52.10 = zext i32 %add51.10 to i64
  %arrayidx53.10 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.10
  %48 = load i32, ptr %arrayidx53.10, align 4, !tbaa !20
  %conv.i101.10 = zext i32 %48 to i64
  %mul.i102.10 = mul nuw i64 %cond.10, %conv.i101.10
  %add.i.10 = add i64 %mul.i102.10, %cond.i104.9
  %cmp.i.10 = icmp slt i64 %add.i.10, 0
  %sub.i103.10 = select i1 %cmp.i.10, i64 %mul16, i64 0
  %cond.i104.10 = sub i64 %add.i.10, %sub.i103.10
  %add51.11 = or i32 %mul50, 11
  %idxprom52.11 = zext i32 %add51.11 to i64
  %arrayidx53.11 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.11
  %49 = load i32, ptr %arrayidx53.11, align 4, !tbaa !20
  %conv.i101.11 = zext i32 %49 to i64
  %mul.i102.11 = mul nuw i64 %cond.11, %conv.i101.11
  %add.i.11 = add i64 %mul.i102.11, %cond.i104.10
  %cmp.i.11 = icmp slt i64 %add.i.11, 0
  %sub.i103.11 = select i1 %cmp.i.11, i64 %mul16, i64 0
  %cond.i104.11 = sub i64 %add.i.11, %sub.i103.11
  %add51.12 = or i32 %mul50, 12
  %idxprom52.12 = zext i32 %add51.12 to i64
  %arrayidx53.12 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.12
  %50 = load i32, ptr %arrayidx53.12, align 4, !tbaa !20
  %conv.i101.12 = zext i32 %50 to i64
  %mul.i102.12 = mul nuw i64 %cond.12, %conv.i101.12
  %add.i.12 = add i64 %mul.i102.12, %cond.i104.11
  %cmp.i.12 = icmp slt i64 %add.i.12, 0
  %sub.i103.12 = select i1 %cmp.i.12, i64 %mul16, i64 0
  %cond.i104.12 = sub i64 %add.i.12, %sub.i103.12
  %add51.13 = or i32 %mul50, 13
  %idxprom52.13 = zext i32 %add51.13 to i64
  %arrayidx53.13 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.13
  %51 = load i32, ptr %arrayidx53.13, align 4, !tbaa !20
  %conv.i101.13 = zext i32 %51 to i64
  %mul.i102.13 = mul nuw i64 %cond.13, %conv.i101.13
  %add.i.13 = add i64 %mul.i102.13, %cond.i104.12
  %cmp.i.13 = icmp slt i64 %add.i.13, 0
  %sub.i103.13 = select i1 %cmp.i.13, i64 %mul16, i64 0
  %cond.i104.13 = sub i64 %add.i.13, %sub.i103.13
  %add51.14 = or i32 %mul50, 14
  %idxprom52.14 = zext i32 %add51.14 to i64
  %arrayidx53.14 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.14
  %52 = load i32, ptr %arrayidx53.14, align 4, !tbaa !20
  %conv.i101.14 = zext i32 %52 to i64
  %mul.i102.14 = mul nuw i64 %cond.14, %conv.i101.14
  %add.i.14 = add i64 %mul.i102.14, %cond.i104.13
  %cmp.i.14 = icmp slt i64 %add.i.14, 0
  %sub.i103.14 = select i1 %cmp.i.14, i64 %mul16, i64 0
  %cond.i104.14 = sub i64 %add.i.14, %sub.i103.14
  %add51.15 = or i32 %mul50, 15
  %idxprom52.15 = zext i32 %add51.15 to i64
  %arrayidx53.15 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.15
  %53 = load i32, ptr %arrayidx53.15, align 4, !tbaa !20
  %conv.i101.15 = zext i32 %53 to i64
  %mul.i102.15 = mul nuw i64 %cond.15, %conv.i101.15
  %add.i.15 = add i64 %mul.i102.15, %cond.i104.14
  %cmp.i.15 = icmp slt i64 %add.i.15, 0
  %sub.i103.15 = select i1 %cmp.i.15, i64 %mul16, i64 0
  %cond.i104.15 = sub i64 %add.i.15, %sub.i103.15
  %54 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i104.15, i64 %q.sroa.5105.0.copyload)
  %mul.i = mul i64 %54, %conv
  %sub.i = sub i64 %cond.i104.15, %mul.i
  %cmp.not.i = icmp ult i64 %sub.i, %conv
  %sub5.i = select i1 %cmp.not.i, i64 0, i64 %conv
  %cond.i = sub i64 %sub.i, %sub5.i
  %conv6.i = trunc i64 %cond.i to i32
  %conv61 = zext i32 %r.0113 to i64
  %mul63 = mul nuw i64 %conv61, %conv38
  %add65 = add i64 %mul63, %conv29
  %arrayidx66 = getelementptr inbounds i32, ptr %add.ptr40, i64 %add65
  store i32 %conv6.i, ptr %arrayidx66, align 4, !tbaa !20
  %inc68 = add nuw i32 %r.0113, 1
  %exitcond.not = icmp eq i32 %inc68, %umax
  br i1 %exitcond.not, label %cleanup71, label %for.cond46.preheader, !llvm.loop !86

cleanup71:                                        ; preds = %for.cond46.preheader, %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_update(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %rowpiv, ptr nocapture noundef readonly %cbuf, ptr nocapture noundef readonly %states, ptr nocapture noundef readonly %wbuf, i32 noundef %c1) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idx.ext = zext i32 %0 to i64
  %count1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 1
  %1 = load i32, ptr %count1, align 4, !tbaa !68
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %cleanup240, label %if.end

if.end:                                           ; preds = %entry
  %add.ptr = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idx.ext
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !19
  %q.sroa.6355.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %q.sroa.6355.0.copyload = load i64, ptr %q.sroa.6355.0.arrayidx.sroa_idx, align 8, !tbaa.struct !27
  %shr = lshr i64 %q.sroa.6355.0.copyload, 1
  %conv = zext i32 %q.sroa.0.0.copyload to i64
  %mul = mul i64 %shr, %conv
  %2 = load i32, ptr %add.ptr, align 4, !tbaa !48
  %sub = sub i32 %2, %1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul4 = shl i32 %4, 6
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul6 = shl i32 %5, 6
  %add = add i32 %mul6, %c1
  %conv8 = zext i32 %n to i64
  %mul9 = mul nuw i64 %conv8, %idx.ext
  %add.ptr10 = getelementptr inbounds i32, ptr %rowpiv, i64 %mul9
  %mul14 = shl i64 %mul9, 4
  %add.ptr15 = getelementptr inbounds i32, ptr %cbuf, i64 %mul14
  %mul17 = shl nuw nsw i64 %idx.ext, 4
  %conv18 = zext i32 %m to i64
  %mul19 = mul i64 %mul17, %conv18
  %add.ptr20 = getelementptr inbounds i32, ptr %wbuf, i64 %mul19
  %cmp21357 = icmp ult i32 %3, 1024
  br i1 %cmp21357, label %for.body.lr.ph, label %for.cond66.preheader

for.body.lr.ph:                                   ; preds = %if.end
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body

for.cond66.preheader:                             ; preds = %cond.end57, %if.end
  %cmp67359 = icmp ult i32 %3, 64
  br i1 %cmp67359, label %for.body69.lr.ph, label %for.cond.cleanup68

for.body69.lr.ph:                                 ; preds = %for.cond66.preheader
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body69

for.body:                                         ; preds = %for.body.lr.ph, %cond.end57
  %x.0358 = phi i32 [ %3, %for.body.lr.ph ], [ %add64, %cond.end57 ]
  %div335 = lshr i32 %x.0358, 4
  %rem = and i32 %x.0358, 15
  %add22 = add i32 %div335, %mul4
  %cmp23 = icmp ult i32 %add22, %n
  %cmp24 = icmp ult i32 %rem, %1
  %or.cond = select i1 %cmp23, i1 %cmp24, i1 false
  br i1 %or.cond, label %cond.true, label %for.body.cond.end_crit_edge

for.body.cond.end_crit_edge:                      ; preds = %for.body
  %.pre = zext i32 %rem to i64
  br label %cond.end

cond.true:                                        ; preds = %for.body
  %conv25 = zext i32 %add22 to i64
  %mul26 = shl nuw nsw i64 %conv25, 4
  %idxprom27 = zext i32 %rem to i64
  %arrayidx28 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 3, i64 %idxprom27
  %8 = load i32, ptr %arrayidx28, align 4, !tbaa !20
  %conv29 = zext i32 %8 to i64
  %add30 = add nuw nsw i64 %mul26, %conv29
  %arrayidx31 = getelementptr inbounds i32, ptr %add.ptr15, i64 %add30
  %9 = load i32, ptr %arrayidx31, align 4, !tbaa !20
  br label %cond.end

cond.end:                                         ; preds = %for.body.cond.end_crit_edge, %cond.true
  %idxprom41.pre-phi = phi i64 [ %.pre, %for.body.cond.end_crit_edge ], [ %idxprom27, %cond.true ]
  %cond = phi i32 [ 0, %for.body.cond.end_crit_edge ], [ %9, %cond.true ]
  %cmp32 = icmp eq i32 %cond, 0
  %sub36 = sub i32 %q.sroa.0.0.copyload, %cond
  %cond38 = select i1 %cmp32, i32 0, i32 %sub36
  %idxprom39 = zext i32 %div335 to i64
  %arrayidx42 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom39, i64 %idxprom41.pre-phi
  store i32 %cond38, ptr %arrayidx42, align 4, !tbaa !20
  %div43336 = lshr i32 %x.0358, 6
  %rem44 = and i32 %x.0358, 63
  %add45 = add i32 %rem44, %add
  %cmp46 = icmp ult i32 %div43336, %1
  %cmp48 = icmp ult i32 %add45, %m
  %or.cond337 = select i1 %cmp46, i1 %cmp48, i1 false
  %conv50 = zext i32 %div43336 to i64
  br i1 %or.cond337, label %cond.true49, label %cond.end57

cond.true49:                                      ; preds = %cond.end
  %mul52 = mul nuw nsw i64 %conv50, %conv18
  %conv53 = zext i32 %add45 to i64
  %add54 = add nuw nsw i64 %mul52, %conv53
  %arrayidx55 = getelementptr inbounds i32, ptr %add.ptr20, i64 %add54
  %10 = load i32, ptr %arrayidx55, align 4, !tbaa !20
  br label %cond.end57

cond.end57:                                       ; preds = %cond.end, %cond.true49
  %cond58 = phi i32 [ %10, %cond.true49 ], [ 0, %cond.end ]
  %idxprom61 = zext i32 %rem44 to i64
  %arrayidx62 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %conv50, i64 %idxprom61
  store i32 %cond58, ptr %arrayidx62, align 4, !tbaa !20
  %add64 = add i32 %x.0358, %6
  %cmp21 = icmp ult i32 %add64, 1024
  br i1 %cmp21, label %for.body, label %for.cond66.preheader, !llvm.loop !87

for.cond.cleanup68:                               ; preds = %cond.end77, %for.cond66.preheader
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %mul97 = mul i64 %idx.ext, %stride
  %add.ptr98 = getelementptr inbounds i32, ptr %mats, i64 %mul97
  %and = and i32 %3, 31
  %shr99 = lshr i32 %3, 5
  %add109 = add i32 %mul4, %shr99
  %add113 = add i32 %add, %and
  %cmp116 = icmp ult i32 %add109, %n
  %conv120 = zext i32 %add109 to i64
  %mul121 = mul i64 %conv120, %ld
  %cmp118 = icmp ult i32 %add113, %m
  %or.cond340 = select i1 %cmp116, i1 %cmp118, i1 false
  br i1 %or.cond340, label %cond.true119, label %cond.end126

for.body69:                                       ; preds = %for.body69.lr.ph, %cond.end77
  %r65.0360 = phi i32 [ %3, %for.body69.lr.ph ], [ %add94, %cond.end77 ]
  %add71 = add i32 %r65.0360, %mul4
  %cmp72 = icmp ult i32 %add71, %n
  br i1 %cmp72, label %cond.true73, label %cond.end77

cond.true73:                                      ; preds = %for.body69
  %idxprom74 = zext i32 %add71 to i64
  %arrayidx75 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom74
  %11 = load i32, ptr %arrayidx75, align 4, !tbaa !20
  br label %cond.end77

cond.end77:                                       ; preds = %for.body69, %cond.true73
  %cond78 = phi i32 [ %11, %cond.true73 ], [ -1, %for.body69 ]
  %cmp79.not = icmp ne i32 %cond78, -1
  %cmp81.not = icmp uge i32 %cond78, %sub
  %or.cond338 = select i1 %cmp79.not, i1 %cmp81.not, i1 false
  %cmp84 = icmp ult i32 %cond78, %2
  %or.cond339 = select i1 %or.cond338, i1 %cmp84, i1 false
  %sub86 = sub i32 %cond78, %sub
  %cond89 = select i1 %or.cond339, i32 %sub86, i32 -1
  %idxprom90 = zext i32 %r65.0360 to i64
  %arrayidx91 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom90
  store i32 %cond89, ptr %arrayidx91, align 4, !tbaa !20
  %add94 = add i32 %r65.0360, %7
  %cmp67 = icmp ult i32 %add94, 64
  br i1 %cmp67, label %for.body69, label %for.cond.cleanup68, !llvm.loop !88

cond.true119:                                     ; preds = %for.cond.cleanup68
  %conv122 = zext i32 %add113 to i64
  %add123 = add i64 %mul121, %conv122
  %arrayidx124 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123
  %12 = load i32, ptr %arrayidx124, align 4, !tbaa !20
  br label %cond.end126

cond.end126:                                      ; preds = %for.cond.cleanup68, %cond.true119
  %cond127 = phi i32 [ %12, %cond.true119 ], [ 0, %for.cond.cleanup68 ]
  %conv128 = zext i32 %cond127 to i64
  %add115.1 = add i32 %add113, 32
  %cmp118.1 = icmp ult i32 %add115.1, %m
  %or.cond340.1 = select i1 %cmp116, i1 %cmp118.1, i1 false
  br i1 %or.cond340.1, label %cond.true119.1, label %cond.end126.1

cond.true119.1:                                   ; preds = %cond.end126
  %conv122.1 = zext i32 %add115.1 to i64
  %add123.1 = add i64 %mul121, %conv122.1
  %arrayidx124.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1
  %13 = load i32, ptr %arrayidx124.1, align 4, !tbaa !20
  br label %cond.end126.1

cond.end126.1:                                    ; preds = %cond.true119.1, %cond.end126
  %cond127.1 = phi i32 [ %13, %cond.true119.1 ], [ 0, %cond.end126 ]
  %conv128.1 = zext i32 %cond127.1 to i64
  %add111.1 = add i32 %add109, 8
  %cmp116.1 = icmp ult i32 %add111.1, %n
  %conv120.1 = zext i32 %add111.1 to i64
  %mul121.1 = mul i64 %conv120.1, %ld
  %or.cond340.1368 = select i1 %cmp116.1, i1 %cmp118, i1 false
  br i1 %or.cond340.1368, label %cond.true119.1372, label %cond.end126.1376

cond.true119.1372:                                ; preds = %cond.end126.1
  %conv122.1369 = zext i32 %add113 to i64
  %add123.1370 = add i64 %mul121.1, %conv122.1369
  %arrayidx124.1371 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1370
  %14 = load i32, ptr %arrayidx124.1371, align 4, !tbaa !20
  br label %cond.end126.1376

cond.end126.1376:                                 ; preds = %cond.true119.1372, %cond.end126.1
  %cond127.1373 = phi i32 [ %14, %cond.true119.1372 ], [ 0, %cond.end126.1 ]
  %conv128.1374 = zext i32 %cond127.1373 to i64
  %or.cond340.1.1 = select i1 %cmp116.1, i1 %cmp118.1, i1 false
  br i1 %or.cond340.1.1, label %cond.true119.1.1, label %cond.end126.1.1

cond.true119.1.1:                                 ; preds = %cond.end126.1376
  %conv122.1.1 = zext i32 %add115.1 to i64
  %add123.1.1 = add i64 %mul121.1, %conv122.1.1
  %arrayidx124.1.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.1
  %15 = load i32, ptr %arrayidx124.1.1, align 4, !tbaa !20
  br label %cond.end126.1.1

cond.end126.1.1:                                  ; preds = %cond.true119.1.1, %cond.end126.1376
  %cond127.1.1 = phi i32 [ %15, %cond.true119.1.1 ], [ 0, %cond.end126.1376 ]
  %conv128.1.1 = zext i32 %cond127.1.1 to i64
  %add111.2 = add i32 %add109, 16
  %cmp116.2 = icmp ult i32 %add111.2, %n
  %conv120.2 = zext i32 %add111.2 to i64
  %mul121.2 = mul i64 %conv120.2, %ld
  %or.cond340.2 = select i1 %cmp116.2, i1 %cmp118, i1 false
  br i1 %or.cond340.2, label %cond.true119.2, label %cond.end126.2

cond.true119.2:                                   ; preds = %cond.end126.1.1
  %conv122.2 = zext i32 %add113 to i64
  %add123.2 = add i64 %mul121.2, %conv122.2
  %arrayidx124.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.2
  %16 = load i32, ptr %arrayidx124.2, align 4, !tbaa !20
  br label %cond.end126.2

cond.end126.2:                                    ; preds = %cond.true119.2, %cond.end126.1.1
  %cond127.2 = phi i32 [ %16, %cond.true119.2 ], [ 0, %cond.end126.1.1 ]
  %conv128.2 = zext i32 %cond127.2 to i64
  %or.cond340.1.2 = select i1 %cmp116.2, i1 %cmp118.1, i1 false
  br i1 %or.cond340.1.2, label %cond.true119.1.2, label %cond.end126.1.2

cond.true119.1.2:                                 ; preds = %cond.end126.2
  %conv122.1.2 = zext i32 %add115.1 to i64
  %add123.1.2 = add i64 %mul121.2, %conv122.1.2
  %arrayidx124.1.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.2
  %17 = load i32, ptr %arrayidx124.1.2, align 4, !tbaa !20
  br label %cond.end126.1.2

cond.end126.1.2:                                  ; preds = %cond.true119.1.2, %cond.end126.2
  %cond127.1.2 = phi i32 [ %17, %cond.true119.1.2 ], [ 0, %cond.end126.2 ]
  %conv128.1.2 = zext i32 %cond127.1.2 to i64
  %add111.3 = add i32 %add109, 24
  %cmp116.3 = icmp ult i32 %add111.3, %n
  %conv120.3 = zext i32 %add111.3 to i64
  %mul121.3 = mul i64 %conv120.3, %ld
  %or.cond340.3 = select i1 %cmp116.3, i1 %cmp118, i1 false
  br i1 %or.cond340.3, label %cond.true119.3, label %cond.end126.3

cond.true119.3:                                   ; preds = %cond.end126.1.2
  %conv122.3 = zext i32 %add113 to i64
  %add123.3 = add i64 %mul121.3, %conv122.3
  %arrayidx124.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.3
  %18 = load i32, ptr %arrayidx124.3, align 4, !tbaa !20
  br label %cond.end126.3

cond.end126.3:                                    ; preds = %cond.true119.3, %cond.end126.1.2
  %cond127.3 = phi i32 [ %18, %cond.true119.3 ], [ 0, %cond.end126.1.2 ]
  %conv128.3 = zext i32 %cond127.3 to i64
  %or.cond340.1.3 = select i1 %cmp116.3, i1 %cmp118.1, i1 false
  br i1 %or.cond340.1.3, label %cond.true119.1.3, label %cond.end126.1.3

cond.true119.1.3:                                 ; preds = %cond.end126.3
  %conv122.1.3 = zext i32 %add115.1 to i64
  %add123.1.3 = add i64 %mul121.3, %conv122.1.3
  %arrayidx124.1.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.3
  %19 = load i32, ptr %arrayidx124.1.3, align 4, !tbaa !20
  br label %cond.end126.1.3

cond.end126.1.3:                                  ; preds = %cond.true119.1.3, %cond.end126.3
  %cond127.1.3 = phi i32 [ %19, %cond.true119.1.3 ], [ 0, %cond.end126.3 ]
  %conv128.1.3 = zext i32 %cond127.1.3 to i64
  %add111.4 = add i32 %add109, 32
  %cmp116.4 = icmp ult i32 %add111.4, %n
  %conv120.4 = zext i32 %add111.4 to i64
  %mul121.4 = mul i64 %conv120.4, %ld
  %or.cond340.4 = select i1 %cmp116.4, i1 %cmp118, i1 false
  br i1 %or.cond340.4, label %cond.true119.4, label %cond.end126.4

cond.true119.4:                                   ; preds = %cond.end126.1.3
  %conv122.4 = zext i32 %add113 to i64
  %add123.4 = add i64 %mul121.4, %conv122.4
  %arrayidx124.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.4
  %20 = load i32, ptr %arrayidx124.4, align 4, !tbaa !20
  br label %cond.end126.4

cond.end126.4:                                    ; preds = %cond.true119.4, %cond.end126.1.3
  %cond127.4 = phi i32 [ %20, %cond.true119.4 ], [ 0, %cond.end126.1.3 ]
  %conv128.4 = zext i32 %cond127.4 to i64
  %or.cond340.1.4 = select i1 %cmp116.4, i1 %cmp118.1, i1 false
  br i1 %or.cond340.1.4, label %cond.true119.1.4, label %cond.end126.1.4

cond.true119.1.4:                                 ; preds = %cond.end126.4
  %conv122.1.4 = zext i32 %add115.1 to i64
  %add123.1.4 = add i64 %mul121.4, %conv122.1.4
  %arrayidx124.1.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.4
  %21 = load i32, ptr %arrayidx124.1.4, align 4, !tbaa !20
  br label %cond.end126.1.4

cond.end126.1.4:                                  ; preds = %cond.true119.1.4, %cond.end126.4
  %cond127.1.4 = phi i32 [ %21, %cond.true119.1.4 ], [ 0, %cond.end126.4 ]
  %conv128.1.4 = zext i32 %cond127.1.4 to i64
  %add111.5 = add i32 %add109, 40
  %cmp116.5 = icmp ult i32 %add111.5, %n
  %conv120.5 = zext i32 %add111.5 to i64
  %mul121.5 = mul i64 %conv120.5, %ld
  %or.cond340.5 = select i1 %cmp116.5, i1 %cmp118, i1 false
  br i1 %or.cond340.5, label %cond.true119.5, label %cond.end126.5

cond.true119.5:                                   ; preds = %cond.end126.1.4
  %conv122.5 = zext i32 %add113 to i64
  %add123.5 = add i64 %mul121.5, %conv122.5
  %arrayidx124.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.5
  %22 = load i32, ptr %arrayidx124.5, align 4, !tbaa !20
  br label %cond.end126.5

cond.end126.5:                                    ; preds = %cond.true119.5, %cond.end126.1.4
  %cond127.5 = phi i32 [ %22, %cond.true119.5 ], [ 0, %cond.end126.1.4 ]
  %conv128.5 = zext i32 %cond127.5 to i64
  %or.cond340.1.5 = select i1 %cmp116.5, i1 %cmp118.1, i1 false
  br i1 %or.cond340.1.5, label %cond.true119.1.5, label %cond.end126.1.5

cond.true119.1.5:                                 ; preds = %cond.end126.5
  %conv122.1.5 = zext i32 %add115.1 to i64
  %add123.1.5 = add i64 %mul121.5, %conv122.1.5
  %arrayidx124.1.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.5
  %23 = load i32, ptr %arrayidx124.1.5, align 4, !tbaa !20
  br label %cond.end126.1.5

cond.end126.1.5:                                  ; preds = %cond.true119.1.5, %cond.end126.5
  %cond127.1.5 = phi i32 [ %23, %cond.true119.1.5 ], [ 0, %cond.end126.5 ]
  %conv128.1.5 = zext i32 %cond127.1.5 to i64
  %add111.6 = add i32 %add109, 48
  %cmp116.6 = icmp ult i32 %add111.6, %n
  %conv120.6 = zext i32 %add111.6 to i64
  %mul121.6 = mul i64 %conv120.6, %ld
  %or.cond340.6 = select i1 %cmp116.6, i1 %cmp118, i1 false
  br i1 %or.cond340.6, label %cond.true119.6, label %cond.end126.6

cond.true119.6:                                   ; preds = %cond.end126.1.5
  %conv122.6 = zext i32 %add113 to i64
  %add123.6 = add i64 %mul121.6, %conv122.6
  %arrayidx124.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.6
  %24 = load i32, ptr %arrayidx124.6, align 4, !tbaa !20
  br label %cond.end126.6

cond.end126.6:                                    ; preds = %cond.true119.6, %cond.end126.1.5
  %cond127.6 = phi i32 [ %24, %cond.true119.6 ], [ 0, %cond.end126.1.5 ]
  %conv128.6 = zext i32 %cond127.6 to i64
  %or.cond340.1.6 = select i1 %cmp116.6, i1 %cmp118.1, i1 false
  br i1 %or.cond340.1.6, label %cond.true119.1.6, label %cond.end126.1.6

cond.true119.1.6:                                 ; preds = %cond.end126.6
  %conv122.1.6 = zext i32 %add115.1 to i64
  %add123.1.6 = add i64 %mul121.6, %conv122.1.6
  %arrayidx124.1.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.6
  %25 = load i32, ptr %arrayidx124.1.6, align 4, !tbaa !20
  br label %cond.end126.1.6

cond.end126.1.6:                                  ; preds = %cond.true119.1.6, %cond.end126.6
  %cond127.1.6 = phi i32 [ %25, %cond.true119.1.6 ], [ 0, %cond.end126.6 ]
  %conv128.1.6 = zext i32 %cond127.1.6 to i64
  %add111.7 = add i32 %add109, 56
  %cmp116.7 = icmp ult i32 %add111.7, %n
  %conv120.7 = zext i32 %add111.7 to i64
  %mul121.7 = mul i64 %conv120.7, %ld
  %or.cond340.7 = select i1 %cmp116.7, i1 %cmp118, i1 false
  br i1 %or.cond340.7, label %cond.true119.7, label %cond.end126.7

cond.true119.7:                                   ; preds = %cond.end126.1.6
  %conv122.7 = zext i32 %add113 to i64
  %add123.7 = add i64 %mul121.7, %conv122.7
  %arrayidx124.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.7
  %26 = load i32, ptr %arrayidx124.7, align 4, !tbaa !20
  br label %cond.end126.7

cond.end126.7:                                    ; preds = %cond.true119.7, %cond.end126.1.6
  %cond127.7 = phi i32 [ %26, %cond.true119.7 ], [ 0, %cond.end126.1.6 ]
  %conv128.7 = zext i32 %cond127.7 to i64
  %or.cond340.1.7 = select i1 %cmp116.7, i1 %cmp118.1, i1 false
  br i1 %or.cond340.1.7, label %cond.true119.1.7, label %cond.end126.1.7

cond.true119.1.7:                                 ; preds = %cond.end126.7
  %conv122.1.7 = zext i32 %add115.1 to i64
  %add123.1.7 = add i64 %mul121.7, %conv122.1.7
  %arrayidx124.1.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.7
  %27 = load i32, ptr %arrayidx124.1.7, align 4, !tbaa !20
  br label %cond.end126.1.7

cond.end126.1.7:                                  ; preds = %cond.true119.1.7, %cond.end126.7
  %cond127.1.7 = phi i32 [ %27, %cond.true119.1.7 ], [ 0, %cond.end126.7 ]
  %conv128.1.7 = zext i32 %cond127.1.7 to i64
  %idxprom145 = zext i32 %and to i64
  %add149 = or i32 %and, 32
  %idxprom150 = zext i32 %add149 to i64
  %idxprom160 = zext i32 %shr99 to i64
  %add159.1 = add nuw nsw i32 %shr99, 8
  %idxprom160.1 = zext i32 %add159.1 to i64
  %add159.2 = add nuw nsw i32 %shr99, 16
  %idxprom160.2 = zext i32 %add159.2 to i64
  %add159.3 = add nuw nsw i32 %shr99, 24
  %idxprom160.3 = zext i32 %add159.3 to i64
  %add159.4 = add nuw nsw i32 %shr99, 32
  %idxprom160.4 = zext i32 %add159.4 to i64
  %add159.5 = add nuw nsw i32 %shr99, 40
  %idxprom160.5 = zext i32 %add159.5 to i64
  %add159.6 = add nuw nsw i32 %shr99, 48
  %idxprom160.6 = zext i32 %add159.6 to i64
  %add159.7 = add nuw nsw i32 %shr99, 56
  %idxprom160.7 = zext i32 %add159.7 to i64
  br label %for.body142

for.body142:                                      ; preds = %cond.end126.1.7, %for.body142
  %acc.sroa.62.0 = phi i64 [ %conv128.1.7, %cond.end126.1.7 ], [ %cond.i349.7, %for.body142 ]
  %acc.sroa.58.0 = phi i64 [ %conv128.7, %cond.end126.1.7 ], [ %cond.i.7, %for.body142 ]
  %acc.sroa.54.0 = phi i64 [ %conv128.1.6, %cond.end126.1.7 ], [ %cond.i349.6, %for.body142 ]
  %acc.sroa.50.0 = phi i64 [ %conv128.6, %cond.end126.1.7 ], [ %cond.i.6, %for.body142 ]
  %acc.sroa.46.0 = phi i64 [ %conv128.1.5, %cond.end126.1.7 ], [ %cond.i349.5, %for.body142 ]
  %acc.sroa.42.0 = phi i64 [ %conv128.5, %cond.end126.1.7 ], [ %cond.i.5, %for.body142 ]
  %acc.sroa.38.0 = phi i64 [ %conv128.1.4, %cond.end126.1.7 ], [ %cond.i349.4, %for.body142 ]
  %acc.sroa.34.0 = phi i64 [ %conv128.4, %cond.end126.1.7 ], [ %cond.i.4, %for.body142 ]
  %acc.sroa.30.0 = phi i64 [ %conv128.1.3, %cond.end126.1.7 ], [ %cond.i349.3, %for.body142 ]
  %acc.sroa.26.0 = phi i64 [ %conv128.3, %cond.end126.1.7 ], [ %cond.i.3, %for.body142 ]
  %acc.sroa.22.0 = phi i64 [ %conv128.1.2, %cond.end126.1.7 ], [ %cond.i349.2, %for.body142 ]
  %acc.sroa.18.0 = phi i64 [ %conv128.2, %cond.end126.1.7 ], [ %cond.i.2, %for.body142 ]
  %acc.sroa.14.0 = phi i64 [ %conv128.1.1, %cond.end126.1.7 ], [ %cond.i349.1, %for.body142 ]
  %acc.sroa.10.0 = phi i64 [ %conv128.1374, %cond.end126.1.7 ], [ %cond.i.1, %for.body142 ]
  %acc.sroa.6.0 = phi i64 [ %conv128.1, %cond.end126.1.7 ], [ %cond.i349, %for.body142 ]
  %acc.sroa.0.0 = phi i64 [ %conv128, %cond.end126.1.7 ], [ %cond.i, %for.body142 ]
  %l138.0364 = phi i32 [ 0, %cond.end126.1.7 ], [ %inc182, %for.body142 ]
  %idxprom143 = zext i32 %l138.0364 to i64
  %arrayidx146 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom143, i64 %idxprom145
  %28 = load i32, ptr %arrayidx146, align 4, !tbaa !20
  %arrayidx151 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom143, i64 %idxprom150
  %29 = load i32, ptr %arrayidx151, align 4, !tbaa !20
  %conv1.i = zext i32 %28 to i64
  %conv1.i344 = zext i32 %29 to i64
  %arrayidx163 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160, i64 %idxprom143
  %30 = load i32, ptr %arrayidx163, align 4, !tbaa !20
  %conv.i = zext i32 %30 to i64
  %mul.i = mul nuw i64 %conv.i, %conv1.i
  %add.i = add i64 %mul.i, %acc.sroa.0.0
  %cmp.i = icmp slt i64 %add.i, 0
  %sub.i = select i1 %cmp.i, i64 %mul, i64 0
  %cond.i = sub i64 %add.i, %sub.i
  %mul.i345 = mul nuw i64 %conv.i, %conv1.i344
  %add.i346 = add i64 %acc.sroa.6.0, %mul.i345
  %cmp.i347 = icmp slt i64 %add.i346, 0
  %sub.i348 = select i1 %cmp.i347, i64 %mul, i64 0
  %cond.i349 = sub i64 %add.i346, %sub.i348
  %arrayidx163.1 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.1, i64 %idxprom143
  %31 = load i32, ptr %arrayidx163.1, align 4, !tbaa !20
  %conv.i.1 = zext i32 %31 to i64
  %mul.i.1 = mul nuw i64 %conv.i.1, %conv1.i
  %add.i.1 = add i64 %mul.i.1, %acc.sroa.10.0
  %cmp.i.1 = icmp slt i64 %add.i.1, 0
  %sub.i.1 = select i1 %cmp.i.1, i64 %mul, i64 0
  %cond.i.1 = sub i64 %add.i.1, %sub.i.1
  %mul.i345.1 = mul nuw i64 %conv.i.1, %conv1.i344
  %add.i346.1 = add i64 %acc.sroa.14.0, %mul.i345.1
  %cmp.i347.1 = icmp slt i64 %add.i346.1, 0
  %sub.i348.1 = select i1 %cmp.i347.1, i64 %mul, i64 0
  %cond.i349.1 = sub i64 %add.i346.1, %sub.i348.1
  %arrayidx163.2 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.2, i64 %idxprom143
  %32 = load i32, ptr %arrayidx163.2, align 4, !tbaa !20
  %conv.i.2 = zext i32 %32 to i64
  %mul.i.2 = mul nuw i64 %conv.i.2, %conv1.i
  %add.i.2 = add i64 %mul.i.2, %acc.sroa.18.0
  %cmp.i.2 = icmp slt i64 %add.i.2, 0
  %sub.i.2 = select i1 %cmp.i.2, i64 %mul, i64 0
  %cond.i.2 = sub i64 %add.i.2, %sub.i.2
  %mul.i345.2 = mul nuw i64 %conv.i.2, %conv1.i344
  %add.i346.2 = add i64 %acc.sroa.22.0, %mul.i345.2
  %cmp.i347.2 = icmp slt i64 %add.i346.2, 0
  %sub.i348.2 = select i1 %cmp.i347.2, i64 %mul, i64 0
  %cond.i349.2 = sub i64 %add.i346.2, %sub.i348.2
  %arrayidx163.3 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.3, i64 %idxprom143
  %33 = load i32, ptr %arrayidx163.3, align 4, !tbaa !20
  %conv.i.3 = zext i32 %33 to i64
  %mul.i.3 = mul nuw i64 %conv.i.3, %conv1.i
  %add.i.3 = add i64 %mul.i.3, %acc.sroa.26.0
  %cmp.i.3 = icmp slt i64 %add.i.3, 0
  %sub.i.3 = select i1 %cmp.i.3, i64 %mul, i64 0
  %cond.i.3 = sub i64 %add.i.3, %sub.i.3
  %mul.i345.3 = mul nuw i64 %conv.i.3, %conv1.i344
  %add.i346.3 = add i64 %acc.sroa.30.0, %mul.i345.3
  %cmp.i347.3 = icmp slt i64 %add.i346.3, 0
  %sub.i348.3 = select i1 %cmp.i347.3, i64 %mul, i64 0
  %cond.i349.3 = sub i64 %add.i346.3, %sub.i348.3
  %arrayidx163.4 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.4, i64 %idxprom143
  %34 = load i32, ptr %arrayidx163.4, align 4, !tbaa !20
  %conv.i.4 = zext i32 %34 to i64
  %mul.i.4 = mul nuw i64 %conv.i.4, %conv1.i
  %add.i.4 = add i64 %mul.i.4, %acc.sroa.34.0
  %cmp.i.4 = icmp slt i64 %add.i.4, 0
  %sub.i.4 = select i1 %cmp.i.4, i64 %mul, i64 0
  %cond.i.4 = sub i64 %add.i.4, %sub.i.4
  %mul.i345.4 = mul nuw i64 %conv.i.4, %conv1.i344
  %add.i346.4 = add i64 %acc.sroa.38.0, %mul.i345.4
  %cmp.i347.4 = icmp slt i64 %add.i346.4, 0
  %sub.i348.4 = select i1 %cmp.i347.4, i64 %mul, i64 0
  %cond.i349.4 = sub i64 %add.i346.4, %sub.i348.4
  %arrayidx163.5 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.5, i64 %idxprom143
  %35 = load i32, ptr %arrayidx163.5, align 4, !tbaa !20
  %conv.i.5 = zext i32 %35 to i64
  %mul.i.5 = mul nuw i64 %conv.i.5, %conv1.i
  %add.i.5 = add i64 %mul.i.5, %acc.sroa.42.0
  %cmp.i.5 = icmp slt i64 %add.i.5, 0
  %sub.i.5 = select i1 %cmp.i.5, i64 %mul, i64 0
  %cond.i.5 = sub i64 %add.i.5, %sub.i.5
  %mul.i345.5 = mul nuw i64 %conv.i.5, %conv1.i344
  %add.i346.5 = add i64 %acc.sroa.46.0, %mul.i345.5
  %cmp.i347.5 = icmp slt i64 %add.i346.5, 0
  %sub.i348.5 = select i1 %cmp.i347.5, i64 %mul, i64 0
  %cond.i349.5 = sub i64 %add.i346.5, %sub.i348.5
  %arrayidx163.6 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.6, i64 %idxprom143
  %36 = load i32, ptr %arrayidx163.6, align 4, !tbaa !20
  %conv.i.6 = zext i32 %36 to i64
  %mul.i.6 = mul nuw i64 %conv.i.6, %conv1.i
  %add.i.6 = add i64 %mul.i.6, %acc.sroa.50.0
  %cmp.i.6 = icmp slt i64 %add.i.6, 0
  %sub.i.6 = select i1 %cmp.i.6, i64 %mul, i64 0
  %cond.i.6 = sub i64 %add.i.6, %sub.i.6
  %mul.i345.6 = mul nuw i64 %conv.i.6, %conv1.i344
  %add.i346.6 = add i64 %acc.sroa.54.0, %mul.i345.6
  %cmp.i347.6 = icmp slt i64 %add.i346.6, 0
  %sub.i348.6 = select i1 %cmp.i347.6, i64 %mul, i64 0
  %cond.i349.6 = sub i64 %add.i346.6, %sub.i348.6
  %arrayidx163.7 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.7, i64 %idxprom143
  %37 = load i32, ptr %arrayidx163.7, align 4, !tbaa !20
  %conv.i.7 = zext i32 %37 to i64
  %mul.i.7 = mul nuw i64 %conv.i.7, %conv1.i
  %add.i.7 = add i64 %mul.i.7, %acc.sroa.58.0
  %cmp.i.7 = icmp slt i64 %add.i.7, 0
  %sub.i.7 = select i1 %cmp.i.7, i64 %mul, i64 0
  %cond.i.7 = sub i64 %add.i.7, %sub.i.7
  %mul.i345.7 = mul nuw i64 %conv.i.7, %conv1.i344
  %add.i346.7 = add i64 %acc.sroa.62.0, %mul.i345.7
  %cmp.i347.7 = icmp slt i64 %add.i346.7, 0
  %sub.i348.7 = select i1 %cmp.i347.7, i64 %mul, i64 0
  %cond.i349.7 = sub i64 %add.i346.7, %sub.i348.7
  %inc182 = add nuw nsw i32 %l138.0364, 1
  %exitcond.not = icmp eq i32 %inc182, 16
  br i1 %exitcond.not, label %for.cond190.preheader.preheader, label %for.body142, !llvm.loop !89

for.cond190.preheader.preheader:                  ; preds = %for.body142
  %arrayidx207 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160
  br i1 %or.cond340, label %if.end205, label %cleanup

if.end205:                                        ; preds = %for.cond190.preheader.preheader
  %38 = load i32, ptr %arrayidx207, align 4, !tbaa !20
  %cmp208.not = icmp eq i32 %38, -1
  br i1 %cmp208.not, label %cond.false216, label %cond.true209

cond.true209:                                     ; preds = %if.end205
  %idxprom212 = zext i32 %38 to i64
  %arrayidx215 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212, i64 %idxprom145
  %39 = load i32, ptr %arrayidx215, align 4, !tbaa !20
  br label %cond.end222

cond.false216:                                    ; preds = %if.end205
  %40 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i, i64 %q.sroa.6355.0.copyload)
  %mul.i351 = mul i64 %40, %conv
  %sub.i352 = sub i64 %cond.i, %mul.i351
  %cmp.not.i = icmp ult i64 %sub.i352, %conv
  %sub5.i = select i1 %cmp.not.i, i64 0, i64 %conv
  %cond.i353 = sub i64 %sub.i352, %sub5.i
  %conv6.i = trunc i64 %cond.i353 to i32
  br label %cond.end222

cond.end222:                                      ; preds = %cond.false216, %cond.true209
  %cond223 = phi i32 [ %39, %cond.true209 ], [ %conv6.i, %cond.false216 ]
  %conv226 = zext i32 %add113 to i64
  %add227 = add i64 %mul121, %conv226
  %arrayidx228 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227
  store i32 %cond223, ptr %arrayidx228, align 4, !tbaa !20
  br label %cleanup

cleanup:                                          ; preds = %for.cond190.preheader.preheader, %cond.end222
  %add201.1 = add i32 %add149, %add
  %cmp203.not.1 = icmp ult i32 %add201.1, %m
  %or.cond341.1 = select i1 %cmp116, i1 %cmp203.not.1, i1 false
  br i1 %or.cond341.1, label %if.end205.1, label %cleanup.1

if.end205.1:                                      ; preds = %cleanup
  %41 = load i32, ptr %arrayidx207, align 4, !tbaa !20
  %cmp208.not.1 = icmp eq i32 %41, -1
  br i1 %cmp208.not.1, label %cond.false216.1, label %cond.true209.1

cond.true209.1:                                   ; preds = %if.end205.1
  %idxprom212.1 = zext i32 %41 to i64
  %arrayidx215.1 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1, i64 %idxprom150
  %42 = load i32, ptr %arrayidx215.1, align 4, !tbaa !20
  br label %cond.end222.1

cond.false216.1:                                  ; preds = %if.end205.1
  %43 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i349, i64 %q.sroa.6355.0.copyload)
  %mul.i351.1 = mul i64 %43, %conv
  %sub.i352.1 = sub i64 %cond.i349, %mul.i351.1
  %cmp.not.i.1 = icmp ult i64 %sub.i352.1, %conv
  %sub5.i.1 = select i1 %cmp.not.i.1, i64 0, i64 %conv
  %cond.i353.1 = sub i64 %sub.i352.1, %sub5.i.1
  %conv6.i.1 = trunc i64 %cond.i353.1 to i32
  br label %cond.end222.1

cond.end222.1:                                    ; preds = %cond.false216.1, %cond.true209.1
  %cond223.1 = phi i32 [ %42, %cond.true209.1 ], [ %conv6.i.1, %cond.false216.1 ]
  %conv226.1 = zext i32 %add201.1 to i64
  %add227.1 = add i64 %mul121, %conv226.1
  %arrayidx228.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1
  store i32 %cond223.1, ptr %arrayidx228.1, align 4, !tbaa !20
  br label %cleanup.1

cleanup.1:                                        ; preds = %cond.end222.1, %cleanup
  %add199.1 = add i32 %add159.1, %mul4
  %cmp202.not.1 = icmp ult i32 %add199.1, %n
  %arrayidx207.1 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160.1
  %conv224.1 = zext i32 %add199.1 to i64
  %mul225.1 = mul i64 %conv224.1, %ld
  %or.cond341.1380 = select i1 %cmp202.not.1, i1 %cmp118, i1 false
  br i1 %or.cond341.1380, label %if.end205.1382, label %cleanup.1400

if.end205.1382:                                   ; preds = %cleanup.1
  %44 = load i32, ptr %arrayidx207.1, align 4, !tbaa !20
  %cmp208.not.1381 = icmp eq i32 %44, -1
  br i1 %cmp208.not.1381, label %cond.false216.1394, label %cond.true209.1386

cond.true209.1386:                                ; preds = %if.end205.1382
  %idxprom212.1383 = zext i32 %44 to i64
  %arrayidx215.1385 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1383, i64 %idxprom145
  %45 = load i32, ptr %arrayidx215.1385, align 4, !tbaa !20
  br label %cond.end222.1399

cond.false216.1394:                               ; preds = %if.end205.1382
  %46 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.1, i64 %q.sroa.6355.0.copyload)
  %mul.i351.1388 = mul i64 %46, %conv
  %sub.i352.1389 = sub i64 %cond.i.1, %mul.i351.1388
  %cmp.not.i.1390 = icmp ult i64 %sub.i352.1389, %conv
  %sub5.i.1391 = select i1 %cmp.not.i.1390, i64 0, i64 %conv
  %cond.i353.1392 = sub i64 %sub.i352.1389, %sub5.i.1391
  %conv6.i.1393 = trunc i64 %cond.i353.1392 to i32
  br label %cond.end222.1399

cond.end222.1399:                                 ; preds = %cond.false216.1394, %cond.true209.1386
  %cond223.1395 = phi i32 [ %45, %cond.true209.1386 ], [ %conv6.i.1393, %cond.false216.1394 ]
  %conv226.1396 = zext i32 %add113 to i64
  %add227.1397 = add i64 %mul225.1, %conv226.1396
  %arrayidx228.1398 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1397
  store i32 %cond223.1395, ptr %arrayidx228.1398, align 4, !tbaa !20
  br label %cleanup.1400

cleanup.1400:                                     ; preds = %cond.end222.1399, %cleanup.1
  %or.cond341.1.1 = select i1 %cmp202.not.1, i1 %cmp203.not.1, i1 false
  br i1 %or.cond341.1.1, label %if.end205.1.1, label %cleanup.1.1

if.end205.1.1:                                    ; preds = %cleanup.1400
  %47 = load i32, ptr %arrayidx207.1, align 4, !tbaa !20
  %cmp208.not.1.1 = icmp eq i32 %47, -1
  br i1 %cmp208.not.1.1, label %cond.false216.1.1, label %cond.true209.1.1

cond.true209.1.1:                                 ; preds = %if.end205.1.1
  %idxprom212.1.1 = zext i32 %47 to i64
  %arrayidx215.1.1 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.1, i64 %idxprom150
  %48 = load i32, ptr %arrayidx215.1.1, align 4, !tbaa !20
  br label %cond.end222.1.1

cond.false216.1.1:                                ; preds = %if.end205.1.1
  %49 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i349.1, i64 %q.sroa.6355.0.copyload)
  %mul.i351.1.1 = mul i64 %49, %conv
  %sub.i352.1.1 = sub i64 %cond.i349.1, %mul.i351.1.1
  %cmp.not.i.1.1 = icmp ult i64 %sub.i352.1.1, %conv
  %sub5.i.1.1 = select i1 %cmp.not.i.1.1, i64 0, i64 %conv
  %cond.i353.1.1 = sub i64 %sub.i352.1.1, %sub5.i.1.1
  %conv6.i.1.1 = trunc i64 %cond.i353.1.1 to i32
  br label %cond.end222.1.1

cond.end222.1.1:                                  ; preds = %cond.false216.1.1, %cond.true209.1.1
  %cond223.1.1 = phi i32 [ %48, %cond.true209.1.1 ], [ %conv6.i.1.1, %cond.false216.1.1 ]
  %conv226.1.1 = zext i32 %add201.1 to i64
  %add227.1.1 = add i64 %mul225.1, %conv226.1.1
  %arrayidx228.1.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.1
  store i32 %cond223.1.1, ptr %arrayidx228.1.1, align 4, !tbaa !20
  br label %cleanup.1.1

cleanup.1.1:                                      ; preds = %cond.end222.1.1, %cleanup.1400
  %add199.2 = add i32 %add159.2, %mul4
  %cmp202.not.2 = icmp ult i32 %add199.2, %n
  %arrayidx207.2 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160.2
  %conv224.2 = zext i32 %add199.2 to i64
  %mul225.2 = mul i64 %conv224.2, %ld
  %or.cond341.2 = select i1 %cmp202.not.2, i1 %cmp118, i1 false
  br i1 %or.cond341.2, label %if.end205.2, label %cleanup.2

if.end205.2:                                      ; preds = %cleanup.1.1
  %50 = load i32, ptr %arrayidx207.2, align 4, !tbaa !20
  %cmp208.not.2 = icmp eq i32 %50, -1
  br i1 %cmp208.not.2, label %cond.false216.2, label %cond.true209.2

cond.true209.2:                                   ; preds = %if.end205.2
  %idxprom212.2 = zext i32 %50 to i64
  %arrayidx215.2 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.2, i64 %idxprom145
  %51 = load i32, ptr %arrayidx215.2, align 4, !tbaa !20
  br label %cond.end222.2

cond.false216.2:                                  ; preds = %if.end205.2
  %52 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.2, i64 %q.sroa.6355.0.copyload)
  %mul.i351.2 = mul i64 %52, %conv
  %sub.i352.2 = sub i64 %cond.i.2, %mul.i351.2
  %cmp.not.i.2 = icmp ult i64 %sub.i352.2, %conv
  %sub5.i.2 = select i1 %cmp.not.i.2, i64 0, i64 %conv
  %cond.i353.2 = sub i64 %sub.i352.2, %sub5.i.2
  %conv6.i.2 = trunc i64 %cond.i353.2 to i32
  br label %cond.end222.2

cond.end222.2:                                    ; preds = %cond.false216.2, %cond.true209.2
  %cond223.2 = phi i32 [ %51, %cond.true209.2 ], [ %conv6.i.2, %cond.false216.2 ]
  %conv226.2 = zext i32 %add113 to i64
  %add227.2 = add i64 %mul225.2, %conv226.2
  %arrayidx228.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.2
  store i32 %cond223.2, ptr %arrayidx228.2, align 4, !tbaa !20
  br label %cleanup.2

cleanup.2:                                        ; preds = %cond.end222.2, %cleanup.1.1
  %or.cond341.1.2 = select i1 %cmp202.not.2, i1 %cmp203.not.1, i1 false
  br i1 %or.cond341.1.2, label %if.end205.1.2, label %cleanup.1.2

if.end205.1.2:                                    ; preds = %cleanup.2
  %53 = load i32, ptr %arrayidx207.2, align 4, !tbaa !20
  %cmp208.not.1.2 = icmp eq i32 %53, -1
  br i1 %cmp208.not.1.2, label %cond.false216.1.2, label %cond.true209.1.2

cond.true209.1.2:                                 ; preds = %if.end205.1.2
  %idxprom212.1.2 = zext i32 %53 to i64
  %arrayidx215.1.2 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.2, i64 %idxprom150
  %54 = load i32, ptr %arrayidx215.1.2, align 4, !tbaa !20
  br label %cond.end222.1.2

cond.false216.1.2:                                ; preds = %if.end205.1.2
  %55 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i349.2, i64 %q.sroa.6355.0.copyload)
  %mul.i351.1.2 = mul i64 %55, %conv
  %sub.i352.1.2 = sub i64 %cond.i349.2, %mul.i351.1.2
  %cmp.not.i.1.2 = icmp ult i64 %sub.i352.1.2, %conv
  %sub5.i.1.2 = select i1 %cmp.not.i.1.2, i64 0, i64 %conv
  %cond.i353.1.2 = sub i64 %sub.i352.1.2, %sub5.i.1.2
  %conv6.i.1.2 = trunc i64 %cond.i353.1.2 to i32
  br label %cond.end222.1.2

cond.end222.1.2:                                  ; preds = %cond.false216.1.2, %cond.true209.1.2
  %cond223.1.2 = phi i32 [ %54, %cond.true209.1.2 ], [ %conv6.i.1.2, %cond.false216.1.2 ]
  %conv226.1.2 = zext i32 %add201.1 to i64
  %add227.1.2 = add i64 %mul225.2, %conv226.1.2
  %arrayidx228.1.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.2
  store i32 %cond223.1.2, ptr %arrayidx228.1.2, align 4, !tbaa !20
  br label %cleanup.1.2

cleanup.1.2:                                      ; preds = %cond.end222.1.2, %cleanup.2
  %add199.3 = add i32 %add159.3, %mul4
  %cmp202.not.3 = icmp ult i32 %add199.3, %n
  %arrayidx207.3 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160.3
  %conv224.3 = zext i32 %add199.3 to i64
  %mul225.3 = mul i64 %conv224.3, %ld
  %or.cond341.3 = select i1 %cmp202.not.3, i1 %cmp118, i1 false
  br i1 %or.cond341.3, label %if.end205.3, label %cleanup.3

if.end205.3:                                      ; preds = %cleanup.1.2
  %56 = load i32, ptr %arrayidx207.3, align 4, !tbaa !20
  %cmp208.not.3 = icmp eq i32 %56, -1
  br i1 %cmp208.not.3, label %cond.false216.3, label %cond.true209.3

cond.true209.3:                                   ; preds = %if.end205.3
  %idxprom212.3 = zext i32 %56 to i64
  %arrayidx215.3 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.3, i64 %idxprom145
  %57 = load i32, ptr %arrayidx215.3, align 4, !tbaa !20
  br label %cond.end222.3

cond.false216.3:                                  ; preds = %if.end205.3
  %58 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.3, i64 %q.sroa.6355.0.copyload)
  %mul.i351.3 = mul i64 %58, %conv
  %sub.i352.3 = sub i64 %cond.i.3, %mul.i351.3
  %cmp.not.i.3 = icmp ult i64 %sub.i352.3, %conv
  %sub5.i.3 = select i1 %cmp.not.i.3, i64 0, i64 %conv
  %cond.i353.3 = sub i64 %sub.i352.3, %sub5.i.3
  %conv6.i.3 = trunc i64 %cond.i353.3 to i32
  br label %cond.end222.3

cond.end222.3:                                    ; preds = %cond.false216.3, %cond.true209.3
  %cond223.3 = phi i32 [ %57, %cond.true209.3 ], [ %conv6.i.3, %cond.false216.3 ]
  %conv226.3 = zext i32 %add113 to i64
  %add227.3 = add i64 %mul225.3, %conv226.3
  %arrayidx228.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.3
  store i32 %cond223.3, ptr %arrayidx228.3, align 4, !tbaa !20
  br label %cleanup.3

cleanup.3:                                        ; preds = %cond.end222.3, %cleanup.1.2
  %or.cond341.1.3 = select i1 %cmp202.not.3, i1 %cmp203.not.1, i1 false
  br i1 %or.cond341.1.3, label %if.end205.1.3, label %cleanup.1.3

if.end205.1.3:                                    ; preds = %cleanup.3
  %59 = load i32, ptr %arrayidx207.3, align 4, !tbaa !20
  %cmp208.not.1.3 = icmp eq i32 %59, -1
  br i1 %cmp208.not.1.3, label %cond.false216.1.3, label %cond.true209.1.3

cond.true209.1.3:                                 ; preds = %if.end205.1.3
  %idxprom212.1.3 = zext i32 %59 to i64
  %arrayidx215.1.3 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.3, i64 %idxprom150
  %60 = load i32, ptr %arrayidx215.1.3, align 4, !tbaa !20
  br label %cond.end222.1.3

cond.false216.1.3:                                ; preds = %if.end205.1.3
  %61 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i349.3, i64 %q.sroa.6355.0.copyload)
  %mul.i351.1.3 = mul i64 %61, %conv
  %sub.i352.1.3 = sub i64 %cond.i349.3, %mul.i351.1.3
  %cmp.not.i.1.3 = icmp ult i64 %sub.i352.1.3, %conv
  %sub5.i.1.3 = select i1 %cmp.not.i.1.3, i64 0, i64 %conv
  %cond.i353.1.3 = sub i64 %sub.i352.1.3, %sub5.i.1.3
  %conv6.i.1.3 = trunc i64 %cond.i353.1.3 to i32
  br label %cond.end222.1.3

cond.end222.1.3:                                  ; preds = %cond.false216.1.3, %cond.true209.1.3
  %cond223.1.3 = phi i32 [ %60, %cond.true209.1.3 ], [ %conv6.i.1.3, %cond.false216.1.3 ]
  %conv226.1.3 = zext i32 %add201.1 to i64
  %add227.1.3 = add i64 %mul225.3, %conv226.1.3
  %arrayidx228.1.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.3
  store i32 %cond223.1.3, ptr %arrayidx228.1.3, align 4, !tbaa !20
  br label %cleanup.1.3

cleanup.1.3:                                      ; preds = %cond.end222.1.3, %cleanup.3
  %add199.4 = add i32 %add159.4, %mul4
  %cmp202.not.4 = icmp ult i32 %add199.4, %n
  %arrayidx207.4 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160.4
  %conv224.4 = zext i32 %add199.4 to i64
  %mul225.4 = mul i64 %conv224.4, %ld
  %or.cond341.4 = select i1 %cmp202.not.4, i1 %cmp118, i1 false
  br i1 %or.cond341.4, label %if.end205.4, label %cleanup.4

if.end205.4:                                      ; preds = %cleanup.1.3
  %62 = load i32, ptr %arrayidx207.4, align 4, !tbaa !20
  %cmp208.not.4 = icmp eq i32 %62, -1
  br i1 %cmp208.not.4, label %cond.false216.4, label %cond.true209.4

cond.true209.4:                                   ; preds = %if.end205.4
  %idxprom212.4 = zext i32 %62 to i64
  %arrayidx215.4 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.4, i64 %idxprom145
  %63 = load i32, ptr %arrayidx215.4, align 4, !tbaa !20
  br label %cond.end222.4

cond.false216.4:                                  ; preds = %if.end205.4
  %64 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.4, i64 %q.sroa.6355.0.copyload)
  %mul.i351.4 = mul i64 %64, %conv
  %sub.i352.4 = sub i64 %cond.i.4, %mul.i351.4
  %cmp.not.i.4 = icmp ult i64 %sub.i352.4, %conv
  %sub5.i.4 = select i1 %cmp.not.i.4, i64 0, i64 %conv
  %cond.i353.4 = sub i64 %sub.i352.4, %sub5.i.4
  %conv6.i.4 = trunc i64 %cond.i353.4 to i32
  br label %cond.end222.4

cond.end222.4:                                    ; preds = %cond.false216.4, %cond.true209.4
  %cond223.4 = phi i32 [ %63, %cond.true209.4 ], [ %conv6.i.4, %cond.false216.4 ]
  %conv226.4 = zext i32 %add113 to i64
  %add227.4 = add i64 %mul225.4, %conv226.4
  %arrayidx228.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.4
  store i32 %cond223.4, ptr %arrayidx228.4, align 4, !tbaa !20
  br label %cleanup.4

cleanup.4:                                        ; preds = %cond.end222.4, %cleanup.1.3
  %or.cond341.1.4 = select i1 %cmp202.not.4, i1 %cmp203.not.1, i1 false
  br i1 %or.cond341.1.4, label %if.end205.1.4, label %cleanup.1.4

if.end205.1.4:                                    ; preds = %cleanup.4
  %65 = load i32, ptr %arrayidx207.4, align 4, !tbaa !20
  %cmp208.not.1.4 = icmp eq i32 %65, -1
  br i1 %cmp208.not.1.4, label %cond.false216.1.4, label %cond.true209.1.4

cond.true209.1.4:                                 ; preds = %if.end205.1.4
  %idxprom212.1.4 = zext i32 %65 to i64
  %arrayidx215.1.4 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.4, i64 %idxprom150
  %66 = load i32, ptr %arrayidx215.1.4, align 4, !tbaa !20
  br label %cond.end222.1.4

cond.false216.1.4:                                ; preds = %if.end205.1.4
  %67 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i349.4, i64 %q.sroa.6355.0.copyload)
  %mul.i351.1.4 = mul i64 %67, %conv
  %sub.i352.1.4 = sub i64 %cond.i349.4, %mul.i351.1.4
  %cmp.not.i.1.4 = icmp ult i64 %sub.i352.1.4, %conv
  %sub5.i.1.4 = select i1 %cmp.not.i.1.4, i64 0, i64 %conv
  %cond.i353.1.4 = sub i64 %sub.i352.1.4, %sub5.i.1.4
  %conv6.i.1.4 = trunc i64 %cond.i353.1.4 to i32
  br label %cond.end222.1.4

cond.end222.1.4:                                  ; preds = %cond.false216.1.4, %cond.true209.1.4
  %cond223.1.4 = phi i32 [ %66, %cond.true209.1.4 ], [ %conv6.i.1.4, %cond.false216.1.4 ]
  %conv226.1.4 = zext i32 %add201.1 to i64
  %add227.1.4 = add i64 %mul225.4, %conv226.1.4
  %arrayidx228.1.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.4
  store i32 %cond223.1.4, ptr %arrayidx228.1.4, align 4, !tbaa !20
  br label %cleanup.1.4

cleanup.1.4:                                      ; preds = %cond.end222.1.4, %cleanup.4
  %add199.5 = add i32 %add159.5, %mul4
  %cmp202.not.5 = icmp ult i32 %add199.5, %n
  %arrayidx207.5 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160.5
  %conv224.5 = zext i32 %add199.5 to i64
  %mul225.5 = mul i64 %conv224.5, %ld
  %or.cond341.5 = select i1 %cmp202.not.5, i1 %cmp118, i1 false
  br i1 %or.cond341.5, label %if.end205.5, label %cleanup.5

if.end205.5:                                      ; preds = %cleanup.1.4
  %68 = load i32, ptr %arrayidx207.5, align 4, !tbaa !20
  %cmp208.not.5 = icmp eq i32 %68, -1
  br i1 %cmp208.not.5, label %cond.false216.5, label %cond.true209.5

cond.true209.5:                                   ; preds = %if.end205.5
  %idxprom212.5 = zext i32 %68 to i64
  %arrayidx215.5 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.5, i64 %idxprom145
  %69 = load i32, ptr %arrayidx215.5, align 4, !tbaa !20
  br label %cond.end222.5

cond.false216.5:                                  ; preds = %if.end205.5
  %70 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.5, i64 %q.sroa.6355.0.copyload)
  %mul.i351.5 = mul i64 %70, %conv
  %sub.i352.5 = sub i64 %cond.i.5, %mul.i351.5
  %cmp.not.i.5 = icmp ult i64 %sub.i352.5, %conv
  %sub5.i.5 = select i1 %cmp.not.i.5, i64 0, i64 %conv
  %cond.i353.5 = sub i64 %sub.i352.5, %sub5.i.5
  %conv6.i.5 = trunc i64 %cond.i353.5 to i32
  br label %cond.end222.5

cond.end222.5:                                    ; preds = %cond.false216.5, %cond.true209.5
  %cond223.5 = phi i32 [ %69, %cond.true209.5 ], [ %conv6.i.5, %cond.false216.5 ]
  %conv226.5 = zext i32 %add113 to i64
  %add227.5 = add i64 %mul225.5, %conv226.5
  %arrayidx228.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.5
  store i32 %cond223.5, ptr %arrayidx228.5, align 4, !tbaa !20
  br label %cleanup.5

cleanup.5:                                        ; preds = %cond.end222.5, %cleanup.1.4
  %or.cond341.1.5 = select i1 %cmp202.not.5, i1 %cmp203.not.1, i1 false
  br i1 %or.cond341.1.5, label %if.end205.1.5, label %cleanup.1.5

if.end205.1.5:                                    ; preds = %cleanup.5
  %71 = load i32, ptr %arrayidx207.5, align 4, !tbaa !20
  %cmp208.not.1.5 = icmp eq i32 %71, -1
  br i1 %cmp208.not.1.5, label %cond.false216.1.5, label %cond.true209.1.5

cond.true209.1.5:                                 ; preds = %if.end205.1.5
  %idxprom212.1.5 = zext i32 %71 to i64
  %arrayidx215.1.5 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.5, i64 %idxprom150
  %72 = load i32, ptr %arrayidx215.1.5, align 4, !tbaa !20
  br label %cond.end222.1.5

cond.false216.1.5:                                ; preds = %if.end205.1.5
  %73 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i349.5, i64 %q.sroa.6355.0.copyload)
  %mul.i351.1.5 = mul i64 %73, %conv
  %sub.i352.1.5 = sub i64 %cond.i349.5, %mul.i351.1.5
  %cmp.not.i.1.5 = icmp ult i64 %sub.i352.1.5, %conv
  %sub5.i.1.5 = select i1 %cmp.not.i.1.5, i64 0, i64 %conv
  %cond.i353.1.5 = sub i64 %sub.i352.1.5, %sub5.i.1.5
  %conv6.i.1.5 = trunc i64 %cond.i353.1.5 to i32
  br label %cond.end222.1.5

cond.end222.1.5:                                  ; preds = %cond.false216.1.5, %cond.true209.1.5
  %cond223.1.5 = phi i32 [ %72, %cond.true209.1.5 ], [ %conv6.i.1.5, %cond.false216.1.5 ]
  %conv226.1.5 = zext i32 %add201.1 to i64
  %add227.1.5 = add i64 %mul225.5, %conv226.1.5
  %arrayidx228.1.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.5
  store i32 %cond223.1.5, ptr %arrayidx228.1.5, align 4, !tbaa !20
  br label %cleanup.1.5

cleanup.1.5:                                      ; preds = %cond.end222.1.5, %cleanup.5
  %add199.6 = add i32 %add159.6, %mul4
  %cmp202.not.6 = icmp ult i32 %add199.6, %n
  %arrayidx207.6 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160.6
  %conv224.6 = zext i32 %add199.6 to i64
  %mul225.6 = mul i64 %conv224.6, %ld
  %or.cond341.6 = select i1 %cmp202.not.6, i1 %cmp118, i1 false
  br i1 %or.cond341.6, label %if.end205.6, label %cleanup.6

if.end205.6:                                      ; preds = %cleanup.1.5
  %74 = load i32, ptr %arrayidx207.6, align 4, !tbaa !20
  %cmp208.not.6 = icmp eq i32 %74, -1
  br i1 %cmp208.not.6, label %cond.false216.6, label %cond.true209.6

cond.true209.6:                                   ; preds = %if.end205.6
  %idxprom212.6 = zext i32 %74 to i64
  %arrayidx215.6 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.6, i64 %idxprom145
  %75 = load i32, ptr %arrayidx215.6, align 4, !tbaa !20
  br label %cond.end222.6

cond.false216.6:                                  ; preds = %if.end205.6
  %76 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.6, i64 %q.sroa.6355.0.copyload)
  %mul.i351.6 = mul i64 %76, %conv
  %sub.i352.6 = sub i64 %cond.i.6, %mul.i351.6
  %cmp.not.i.6 = icmp ult i64 %sub.i352.6, %conv
  %sub5.i.6 = select i1 %cmp.not.i.6, i64 0, i64 %conv
  %cond.i353.6 = sub i64 %sub.i352.6, %sub5.i.6
  %conv6.i.6 = trunc i64 %cond.i353.6 to i32
  br label %cond.end222.6

cond.end222.6:                                    ; preds = %cond.false216.6, %cond.true209.6
  %cond223.6 = phi i32 [ %75, %cond.true209.6 ], [ %conv6.i.6, %cond.false216.6 ]
  %conv226.6 = zext i32 %add113 to i64
  %add227.6 = add i64 %mul225.6, %conv226.6
  %arrayidx228.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.6
  store i32 %cond223.6, ptr %arrayidx228.6, align 4, !tbaa !20
  br label %cleanup.6

cleanup.6:                                        ; preds = %cond.end222.6, %cleanup.1.5
  %or.cond341.1.6 = select i1 %cmp202.not.6, i1 %cmp203.not.1, i1 false
  br i1 %or.cond341.1.6, label %if.end205.1.6, label %cleanup.1.6

if.end205.1.6:                                    ; preds = %cleanup.6
  %77 = load i32, ptr %arrayidx207.6, align 4, !tbaa !20
  %cmp208.not.1.6 = icmp eq i32 %77, -1
  br i1 %cmp208.not.1.6, label %cond.false216.1.6, label %cond.true209.1.6

cond.true209.1.6:                                 ; preds = %if.end205.1.6
  %idxprom212.1.6 = zext i32 %77 to i64
  %arrayidx215.1.6 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.6, i64 %idxprom150
  %78 = load i32, ptr %arrayidx215.1.6, align 4, !tbaa !20
  br label %cond.end222.1.6

cond.false216.1.6:                                ; preds = %if.end205.1.6
  %79 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i349.6, i64 %q.sroa.6355.0.copyload)
  %mul.i351.1.6 = mul i64 %79, %conv
  %sub.i352.1.6 = sub i64 %cond.i349.6, %mul.i351.1.6
  %cmp.not.i.1.6 = icmp ult i64 %sub.i352.1.6, %conv
  %sub5.i.1.6 = select i1 %cmp.not.i.1.6, i64 0, i64 %conv
  %cond.i353.1.6 = sub i64 %sub.i352.1.6, %sub5.i.1.6
  %conv6.i.1.6 = trunc i64 %cond.i353.1.6 to i32
  br label %cond.end222.1.6

cond.end222.1.6:                                  ; preds = %cond.false216.1.6, %cond.true209.1.6
  %cond223.1.6 = phi i32 [ %78, %cond.true209.1.6 ], [ %conv6.i.1.6, %cond.false216.1.6 ]
  %conv226.1.6 = zext i32 %add201.1 to i64
  %add227.1.6 = add i64 %mul225.6, %conv226.1.6
  %arrayidx228.1.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.6
  store i32 %cond223.1.6, ptr %arrayidx228.1.6, align 4, !tbaa !20
  br label %cleanup.1.6

cleanup.1.6:                                      ; preds = %cond.end222.1.6, %cleanup.6
  %add199.7 = add i32 %add159.7, %mul4
  %cmp202.not.7 = icmp ult i32 %add199.7, %n
  %arrayidx207.7 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160.7
  %conv224.7 = zext i32 %add199.7 to i64
  %mul225.7 = mul i64 %conv224.7, %ld
  %or.cond341.7 = select i1 %cmp202.not.7, i1 %cmp118, i1 false
  br i1 %or.cond341.7, label %if.end205.7, label %cleanup.7

if.end205.7:                                      ; preds = %cleanup.1.6
  %80 = load i32, ptr %arrayidx207.7, align 4, !tbaa !20
  %cmp208.not.7 = icmp eq i32 %80, -1
  br i1 %cmp208.not.7, label %cond.false216.7, label %cond.true209.7

cond.true209.7:                                   ; preds = %if.end205.7
  %idxprom212.7 = zext i32 %80 to i64
  %arrayidx215.7 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.7, i64 %idxprom145
  %81 = load i32, ptr %arrayidx215.7, align 4, !tbaa !20
  br label %cond.end222.7

cond.false216.7:                                  ; preds = %if.end205.7
  %82 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.7, i64 %q.sroa.6355.0.copyload)
  %mul.i351.7 = mul i64 %82, %conv
  %sub.i352.7 = sub i64 %cond.i.7, %mul.i351.7
  %cmp.not.i.7 = icmp ult i64 %sub.i352.7, %conv
  %sub5.i.7 = select i1 %cmp.not.i.7, i64 0, i64 %conv
  %cond.i353.7 = sub i64 %sub.i352.7, %sub5.i.7
  %conv6.i.7 = trunc i64 %cond.i353.7 to i32
  br label %cond.end222.7

cond.end222.7:                                    ; preds = %cond.false216.7, %cond.true209.7
  %cond223.7 = phi i32 [ %81, %cond.true209.7 ], [ %conv6.i.7, %cond.false216.7 ]
  %conv226.7 = zext i32 %add113 to i64
  %add227.7 = add i64 %mul225.7, %conv226.7
  %arrayidx228.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.7
  store i32 %cond223.7, ptr %arrayidx228.7, align 4, !tbaa !20
  br label %cleanup.7

cleanup.7:                                        ; preds = %cond.end222.7, %cleanup.1.6
  %or.cond341.1.7 = select i1 %cmp202.not.7, i1 %cmp203.not.1, i1 false
  br i1 %or.cond341.1.7, label %if.end205.1.7, label %cleanup240

if.end205.1.7:                                    ; preds = %cleanup.7
  %83 = load i32, ptr %arrayidx207.7, align 4, !tbaa !20
  %cmp208.not.1.7 = icmp eq i32 %83, -1
  br i1 %cmp208.not.1.7, label %cond.false216.1.7, label %cond.true209.1.7

cond.true209.1.7:                                 ; preds = %if.end205.1.7
  %idxprom212.1.7 = zext i32 %83 to i64
  %arrayidx215.1.7 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.7, i64 %idxprom150
  %84 = load i32, ptr %arrayidx215.1.7, align 4, !tbaa !20
  br label %cond.end222.1.7

cond.false216.1.7:                                ; preds = %if.end205.1.7
  %85 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i349.7, i64 %q.sroa.6355.0.copyload)
  %mul.i351.1.7 = mul i64 %85, %conv
  %sub.i352.1.7 = sub i64 %cond.i349.7, %mul.i351.1.7
  %cmp.not.i.1.7 = icmp ult i64 %sub.i352.1.7, %conv
  %sub5.i.1.7 = select i1 %cmp.not.i.1.7, i64 0, i64 %conv
  %cond.i353.1.7 = sub i64 %sub.i352.1.7, %sub5.i.1.7
  %conv6.i.1.7 = trunc i64 %cond.i353.1.7 to i32
  br label %cond.end222.1.7

cond.end222.1.7:                                  ; preds = %cond.false216.1.7, %cond.true209.1.7
  %cond223.1.7 = phi i32 [ %84, %cond.true209.1.7 ], [ %conv6.i.1.7, %cond.false216.1.7 ]
  %conv226.1.7 = zext i32 %add201.1 to i64
  %add227.1.7 = add i64 %mul225.7, %conv226.1.7
  %arrayidx228.1.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.7
  store i32 %cond223.1.7, ptr %arrayidx228.1.7, align 4, !tbaa !20
  br label %cleanup240

cleanup240:                                       ; preds = %cleanup.7, %cond.end222.1.7, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_panel_gather(ptr nocapture noundef readonly %mats, ptr nocapture noundef writeonly %out, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %pivrows, ptr nocapture noundef readonly %states) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp ult i32 %add, %m
  br i1 %cmp.not, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom = zext i32 %3 to i64
  %arrayidx = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !48
  %mul5 = mul i64 %idxprom, %stride
  %add.ptr = getelementptr inbounds i32, ptr %mats, i64 %mul5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %cmp743 = icmp ult i32 %5, %n
  br i1 %cmp743, label %for.body.lr.ph, label %cleanup

for.body.lr.ph:                                   ; preds = %if.end
  %conv10 = zext i32 %n to i64
  %mul11 = mul nuw i64 %conv10, %idxprom
  %conv17 = zext i32 %add to i64
  %add24 = add i64 %mul5, %conv17
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %cond.end
  %g.044 = phi i32 [ %5, %for.body.lr.ph ], [ %add29, %cond.end ]
  %cmp8 = icmp ult i32 %g.044, %4
  %conv12 = zext i32 %g.044 to i64
  br i1 %cmp8, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %add13 = add i64 %mul11, %conv12
  %arrayidx14 = getelementptr inbounds i32, ptr %pivrows, i64 %add13
  %7 = load i32, ptr %arrayidx14, align 4, !tbaa !20
  %conv15 = zext i32 %7 to i64
  %mul16 = mul i64 %conv15, %ld
  %add18 = add i64 %mul16, %conv17
  %arrayidx19 = getelementptr inbounds i32, ptr %add.ptr, i64 %add18
  %8 = load i32, ptr %arrayidx19, align 4, !tbaa !20
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i32 [ %8, %cond.true ], [ 0, %for.body ]
  %mul23 = mul i64 %conv12, %ld
  %add26 = add i64 %add24, %mul23
  %arrayidx27 = getelementptr inbounds i32, ptr %out, i64 %add26
  store i32 %cond, ptr %arrayidx27, align 4, !tbaa !20
  %add29 = add i32 %g.044, %6
  %cmp7 = icmp ult i32 %add29, %n
  br i1 %cmp7, label %for.body, label %cleanup, !llvm.loop !91

cleanup:                                          ; preds = %cond.end, %if.end, %entry
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_replay_reduce(i32 noundef %nrows_todo, i32 noundef %npiv, i32 noundef %ncols, i32 noundef %nprimes, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %row_begin, ptr nocapture noundef readonly %cols, ptr nocapture noundef readonly %source, ptr nocapture noundef readonly %pool_off, ptr nocapture noundef readonly %pool, ptr nocapture noundef readonly %pivot_of_column, ptr nocapture noundef readonly %np_index, i32 noundef %nnp, i32 noundef %tail, ptr nocapture noundef %work, ptr nocapture noundef writeonly %dense, ptr nocapture noundef writeonly %leadval) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %cmp.not = icmp ult i32 %add, %nprimes
  br i1 %cmp.not, label %if.end, label %cleanup167

if.end:                                           ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !19
  %q.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.6.0.copyload = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa.struct !26
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext i32 %3 to i64
  %conv4 = zext i32 %ncols to i64
  %mul5 = mul nuw i64 %conv4, %conv
  %conv6 = zext i32 %nprimes to i64
  %mul7 = mul i64 %mul5, %conv6
  %add.ptr = getelementptr inbounds i32, ptr %work, i64 %mul7
  %cmp9272 = icmp ult i32 %3, %nrows_todo
  br i1 %cmp9272, label %for.body.lr.ph, label %cleanup167

for.body.lr.ph:                                   ; preds = %if.end
  %q.sroa.8.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.8.0.copyload = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx, align 8, !tbaa.struct !28
  %conv12 = zext i32 %nrows_todo to i64
  %mul13 = mul nuw i64 %idxprom, %conv12
  %conv16 = zext i32 %nnp to i64
  %cmp20261.not = icmp eq i32 %nnp, 0
  %tobool.not = icmp eq i32 %tail, 0
  %conv1.i = zext i32 %q.sroa.8.0.copyload to i64
  %conv2.i.i = zext i32 %q.sroa.0.0.copyload to i64
  %add.ptr138245 = getelementptr i32, ptr %add.ptr, i64 %idxprom
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %5 = add i32 %nnp, -1
  %xtraiter = and i32 %nnp, 7
  %6 = icmp ult i32 %5, 7
  %unroll_iter = and i32 %nnp, -8
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  %add145.prol = add nuw nsw i64 %conv6, %idxprom
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %cleanup156
  %r.0273 = phi i32 [ %3, %for.body.lr.ph ], [ %add164, %cleanup156 ]
  %add10 = add i32 %r.0273, %npiv
  %conv14 = zext i32 %r.0273 to i64
  %add15 = add i64 %mul13, %conv14
  %mul17 = mul i64 %add15, %conv16
  %add.ptr18 = getelementptr inbounds i32, ptr %dense, i64 %mul17
  br i1 %cmp20261.not, label %for.cond.cleanup21, label %for.body22.preheader

for.body22.preheader:                             ; preds = %for.body
  br i1 %6, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22

for.cond.cleanup21.loopexit.unr-lcssa:            ; preds = %for.body22, %for.body22.preheader
  %x.0262.unr = phi i32 [ 0, %for.body22.preheader ], [ %inc.7, %for.body22 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup21, label %for.body22.epil

for.body22.epil:                                  ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil
  %x.0262.epil = phi i32 [ %inc.epil, %for.body22.epil ], [ %x.0262.unr, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body22.epil ], [ 0, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %idxprom23.epil = zext i32 %x.0262.epil to i64
  %arrayidx24.epil = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.epil
  store i32 0, ptr %arrayidx24.epil, align 4, !tbaa !20
  %inc.epil = add nuw i32 %x.0262.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup21, label %for.body22.epil, !llvm.loop !92

for.cond.cleanup21:                               ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil, %for.body
  %idxprom25 = zext i32 %add10 to i64
  %arrayidx26 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom25
  %7 = load i32, ptr %arrayidx26, align 4, !tbaa !20
  %add27 = add i32 %add10, 1
  %idxprom28 = zext i32 %add27 to i64
  %arrayidx29 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom28
  %8 = load i32, ptr %arrayidx29, align 4, !tbaa !20
  %cmp30 = icmp eq i32 %8, %7
  br i1 %cmp30, label %cleanup156, label %if.end32

for.body22:                                       ; preds = %for.body22.preheader, %for.body22
  %x.0262 = phi i32 [ %inc.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %idxprom23 = zext i32 %x.0262 to i64
  %arrayidx24 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23
  store i32 0, ptr %arrayidx24, align 4, !tbaa !20
  %inc = or i32 %x.0262, 1
  %idxprom23.1 = zext i32 %inc to i64
  %arrayidx24.1 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.1
  store i32 0, ptr %arrayidx24.1, align 4, !tbaa !20
  %inc.1 = or i32 %x.0262, 2
  %idxprom23.2 = zext i32 %inc.1 to i64
  %arrayidx24.2 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.2
  store i32 0, ptr %arrayidx24.2, align 4, !tbaa !20
  %inc.2 = or i32 %x.0262, 3
  %idxprom23.3 = zext i32 %inc.2 to i64
  %arrayidx24.3 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.3
  store i32 0, ptr %arrayidx24.3, align 4, !tbaa !20
  %inc.3 = or i32 %x.0262, 4
  %idxprom23.4 = zext i32 %inc.3 to i64
  %arrayidx24.4 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.4
  store i32 0, ptr %arrayidx24.4, align 4, !tbaa !20
  %inc.4 = or i32 %x.0262, 5
  %idxprom23.5 = zext i32 %inc.4 to i64
  %arrayidx24.5 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.5
  store i32 0, ptr %arrayidx24.5, align 4, !tbaa !20
  %inc.5 = or i32 %x.0262, 6
  %idxprom23.6 = zext i32 %inc.5 to i64
  %arrayidx24.6 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.6
  store i32 0, ptr %arrayidx24.6, align 4, !tbaa !20
  %inc.6 = or i32 %x.0262, 7
  %idxprom23.7 = zext i32 %inc.6 to i64
  %arrayidx24.7 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.7
  store i32 0, ptr %arrayidx24.7, align 4, !tbaa !20
  %inc.7 = add nuw i32 %x.0262, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22, !llvm.loop !93

if.end32:                                         ; preds = %for.cond.cleanup21
  %idxprom33 = zext i32 %7 to i64
  %arrayidx34 = getelementptr inbounds i32, ptr %cols, i64 %idxprom33
  %9 = load i32, ptr %arrayidx34, align 4, !tbaa !20
  %cmp36263 = icmp ult i32 %9, %ncols
  br i1 %cmp36263, label %for.body38.preheader, label %for.cond.cleanup37

for.body38.preheader:                             ; preds = %if.end32
  %10 = sub i32 %ncols, %9
  %11 = xor i32 %9, -1
  %12 = add i32 %11, %ncols
  %xtraiter278 = and i32 %10, 7
  %lcmp.mod279.not = icmp eq i32 %xtraiter278, 0
  br i1 %lcmp.mod279.not, label %for.body38.prol.loopexit, label %for.body38.prol

for.body38.prol:                                  ; preds = %for.body38.preheader, %for.body38.prol
  %c.0264.prol = phi i32 [ %inc46.prol, %for.body38.prol ], [ %9, %for.body38.preheader ]
  %prol.iter = phi i32 [ %prol.iter.next, %for.body38.prol ], [ 0, %for.body38.preheader ]
  %conv39.prol = zext i32 %c.0264.prol to i64
  %mul41.prol = mul nuw i64 %conv39.prol, %conv6
  %add43.prol = add i64 %mul41.prol, %idxprom
  %arrayidx44.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.prol
  store i32 0, ptr %arrayidx44.prol, align 4, !tbaa !20
  %inc46.prol = add nuw i32 %c.0264.prol, 1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter278
  br i1 %prol.iter.cmp.not, label %for.body38.prol.loopexit, label %for.body38.prol, !llvm.loop !94

for.body38.prol.loopexit:                         ; preds = %for.body38.prol, %for.body38.preheader
  %c.0264.unr = phi i32 [ %9, %for.body38.preheader ], [ %inc46.prol, %for.body38.prol ]
  %13 = icmp ult i32 %12, 7
  br i1 %13, label %for.cond.cleanup37, label %for.body38

for.cond.cleanup37:                               ; preds = %for.body38.prol.loopexit, %for.body38, %if.end32
  %arrayidx49 = getelementptr inbounds i32, ptr %source, i64 %idxprom25
  %14 = load i32, ptr %arrayidx49, align 4, !tbaa !20
  %idxprom50 = zext i32 %14 to i64
  %arrayidx51 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom50
  %15 = load i64, ptr %arrayidx51, align 8, !tbaa !24
  %mul53 = mul i64 %15, %conv6
  %add.ptr54 = getelementptr inbounds i32, ptr %pool, i64 %mul53
  %cmp57265 = icmp ugt i32 %8, %7
  br i1 %cmp57265, label %for.body59.preheader, label %for.cond.cleanup58

for.body59.preheader:                             ; preds = %for.cond.cleanup37
  %16 = sub i32 %8, %7
  %17 = xor i32 %7, -1
  %18 = add i32 %8, %17
  %xtraiter280 = and i32 %16, 3
  %lcmp.mod281.not = icmp eq i32 %xtraiter280, 0
  br i1 %lcmp.mod281.not, label %for.body59.prol.loopexit, label %for.body59.prol

for.body59.prol:                                  ; preds = %for.body59.preheader, %for.body59.prol
  %x55.0266.prol = phi i32 [ %inc75.prol, %for.body59.prol ], [ %7, %for.body59.preheader ]
  %prol.iter282 = phi i32 [ %prol.iter282.next, %for.body59.prol ], [ 0, %for.body59.preheader ]
  %sub.prol = sub nuw i32 %x55.0266.prol, %7
  %conv60.prol = zext i32 %sub.prol to i64
  %mul62.prol = mul nuw i64 %conv60.prol, %conv6
  %add64.prol = add i64 %mul62.prol, %idxprom
  %arrayidx65.prol = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.prol
  %19 = load i32, ptr %arrayidx65.prol, align 4, !tbaa !20
  %idxprom66.prol = zext i32 %x55.0266.prol to i64
  %arrayidx67.prol = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.prol
  %20 = load i32, ptr %arrayidx67.prol, align 4, !tbaa !20
  %conv68.prol = zext i32 %20 to i64
  %mul70.prol = mul nuw i64 %conv68.prol, %conv6
  %add72.prol = add i64 %mul70.prol, %idxprom
  %arrayidx73.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.prol
  store i32 %19, ptr %arrayidx73.prol, align 4, !tbaa !20
  %inc75.prol = add nuw i32 %x55.0266.prol, 1
  %prol.iter282.next = add i32 %prol.iter282, 1
  %prol.iter282.cmp.not = icmp eq i32 %prol.iter282.next, %xtraiter280
  br i1 %prol.iter282.cmp.not, label %for.body59.prol.loopexit, label %for.body59.prol, !llvm.loop !95

for.body59.prol.loopexit:                         ; preds = %for.body59.prol, %for.body59.preheader
  %x55.0266.unr = phi i32 [ %7, %for.body59.preheader ], [ %inc75.prol, %for.body59.prol ]
  %21 = icmp ult i32 %18, 3
  br i1 %21, label %for.cond.cleanup58, label %for.body59

for.body38:                                       ; preds = %for.body38.prol.loopexit, %for.body38
  %c.0264 = phi i32 [ %inc46.7, %for.body38 ], [ %c.0264.unr, %for.body38.prol.loopexit ]
  %conv39 = zext i32 %c.0264 to i64
  %mul41 = mul nuw i64 %conv39, %conv6
  %add43 = add i64 %mul41, %idxprom
  %arrayidx44 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43
  store i32 0, ptr %arrayidx44, align 4, !tbaa !20
  %inc46 = add nuw i32 %c.0264, 1
  %conv39.1 = zext i32 %inc46 to i64
  %mul41.1 = mul nuw i64 %conv39.1, %conv6
  %add43.1 = add i64 %mul41.1, %idxprom
  %arrayidx44.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.1
  store i32 0, ptr %arrayidx44.1, align 4, !tbaa !20
  %inc46.1 = add nuw i32 %c.0264, 2
  %conv39.2 = zext i32 %inc46.1 to i64
  %mul41.2 = mul nuw i64 %conv39.2, %conv6
  %add43.2 = add i64 %mul41.2, %idxprom
  %arrayidx44.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.2
  store i32 0, ptr %arrayidx44.2, align 4, !tbaa !20
  %inc46.2 = add nuw i32 %c.0264, 3
  %conv39.3 = zext i32 %inc46.2 to i64
  %mul41.3 = mul nuw i64 %conv39.3, %conv6
  %add43.3 = add i64 %mul41.3, %idxprom
  %arrayidx44.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.3
  store i32 0, ptr %arrayidx44.3, align 4, !tbaa !20
  %inc46.3 = add nuw i32 %c.0264, 4
  %conv39.4 = zext i32 %inc46.3 to i64
  %mul41.4 = mul nuw i64 %conv39.4, %conv6
  %add43.4 = add i64 %mul41.4, %idxprom
  %arrayidx44.4 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.4
  store i32 0, ptr %arrayidx44.4, align 4, !tbaa !20
  %inc46.4 = add nuw i32 %c.0264, 5
  %conv39.5 = zext i32 %inc46.4 to i64
  %mul41.5 = mul nuw i64 %conv39.5, %conv6
  %add43.5 = add i64 %mul41.5, %idxprom
  %arrayidx44.5 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.5
  store i32 0, ptr %arrayidx44.5, align 4, !tbaa !20
  %inc46.5 = add nuw i32 %c.0264, 6
  %conv39.6 = zext i32 %inc46.5 to i64
  %mul41.6 = mul nuw i64 %conv39.6, %conv6
  %add43.6 = add i64 %mul41.6, %idxprom
  %arrayidx44.6 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.6
  store i32 0, ptr %arrayidx44.6, align 4, !tbaa !20
  %inc46.6 = add nuw i32 %c.0264, 7
  %conv39.7 = zext i32 %inc46.6 to i64
  %mul41.7 = mul nuw i64 %conv39.7, %conv6
  %add43.7 = add i64 %mul41.7, %idxprom
  %arrayidx44.7 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.7
  store i32 0, ptr %arrayidx44.7, align 4, !tbaa !20
  %inc46.7 = add nuw i32 %c.0264, 8
  %exitcond274.not.7 = icmp eq i32 %inc46.7, %ncols
  br i1 %exitcond274.not.7, label %for.cond.cleanup37, label %for.body38, !llvm.loop !96

for.cond.cleanup58:                               ; preds = %for.body59.prol.loopexit, %for.body59, %for.cond.cleanup37
  br i1 %tobool.not, label %if.end92, label %if.then78

for.body59:                                       ; preds = %for.body59.prol.loopexit, %for.body59
  %x55.0266 = phi i32 [ %inc75.3, %for.body59 ], [ %x55.0266.unr, %for.body59.prol.loopexit ]
  %sub = sub nuw i32 %x55.0266, %7
  %conv60 = zext i32 %sub to i64
  %mul62 = mul nuw i64 %conv60, %conv6
  %add64 = add i64 %mul62, %idxprom
  %arrayidx65 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64
  %22 = load i32, ptr %arrayidx65, align 4, !tbaa !20
  %idxprom66 = zext i32 %x55.0266 to i64
  %arrayidx67 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66
  %23 = load i32, ptr %arrayidx67, align 4, !tbaa !20
  %conv68 = zext i32 %23 to i64
  %mul70 = mul nuw i64 %conv68, %conv6
  %add72 = add i64 %mul70, %idxprom
  %arrayidx73 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72
  store i32 %22, ptr %arrayidx73, align 4, !tbaa !20
  %inc75 = add nuw i32 %x55.0266, 1
  %sub.1 = sub nuw i32 %inc75, %7
  %conv60.1 = zext i32 %sub.1 to i64
  %mul62.1 = mul nuw i64 %conv60.1, %conv6
  %add64.1 = add i64 %mul62.1, %idxprom
  %arrayidx65.1 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.1
  %24 = load i32, ptr %arrayidx65.1, align 4, !tbaa !20
  %idxprom66.1 = zext i32 %inc75 to i64
  %arrayidx67.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.1
  %25 = load i32, ptr %arrayidx67.1, align 4, !tbaa !20
  %conv68.1 = zext i32 %25 to i64
  %mul70.1 = mul nuw i64 %conv68.1, %conv6
  %add72.1 = add i64 %mul70.1, %idxprom
  %arrayidx73.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.1
  store i32 %24, ptr %arrayidx73.1, align 4, !tbaa !20
  %inc75.1 = add nuw i32 %x55.0266, 2
  %sub.2 = sub nuw i32 %inc75.1, %7
  %conv60.2 = zext i32 %sub.2 to i64
  %mul62.2 = mul nuw i64 %conv60.2, %conv6
  %add64.2 = add i64 %mul62.2, %idxprom
  %arrayidx65.2 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.2
  %26 = load i32, ptr %arrayidx65.2, align 4, !tbaa !20
  %idxprom66.2 = zext i32 %inc75.1 to i64
  %arrayidx67.2 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.2
  %27 = load i32, ptr %arrayidx67.2, align 4, !tbaa !20
  %conv68.2 = zext i32 %27 to i64
  %mul70.2 = mul nuw i64 %conv68.2, %conv6
  %add72.2 = add i64 %mul70.2, %idxprom
  %arrayidx73.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.2
  store i32 %26, ptr %arrayidx73.2, align 4, !tbaa !20
  %inc75.2 = add nuw i32 %x55.0266, 3
  %sub.3 = sub nuw i32 %inc75.2, %7
  %conv60.3 = zext i32 %sub.3 to i64
  %mul62.3 = mul nuw i64 %conv60.3, %conv6
  %add64.3 = add i64 %mul62.3, %idxprom
  %arrayidx65.3 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.3
  %28 = load i32, ptr %arrayidx65.3, align 4, !tbaa !20
  %idxprom66.3 = zext i32 %inc75.2 to i64
  %arrayidx67.3 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.3
  %29 = load i32, ptr %arrayidx67.3, align 4, !tbaa !20
  %conv68.3 = zext i32 %29 to i64
  %mul70.3 = mul nuw i64 %conv68.3, %conv6
  %add72.3 = add i64 %mul70.3, %idxprom
  %arrayidx73.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.3
  store i32 %28, ptr %arrayidx73.3, align 4, !tbaa !20
  %inc75.3 = add nuw i32 %x55.0266, 4
  %exitcond275.not.3 = icmp eq i32 %inc75.3, %8
  br i1 %exitcond275.not.3, label %for.cond.cleanup58, label %for.body59, !llvm.loop !97

if.then78:                                        ; preds = %for.cond.cleanup58
  %conv79 = zext i32 %9 to i64
  %mul81 = mul nuw i64 %conv79, %conv6
  %add83 = add i64 %mul81, %idxprom
  %arrayidx84 = getelementptr inbounds i32, ptr %add.ptr, i64 %add83
  %30 = load i32, ptr %arrayidx84, align 4, !tbaa !20
  %mul87 = mul nuw i64 %conv14, %conv6
  %add89 = add i64 %mul87, %idxprom
  %arrayidx90 = getelementptr inbounds i32, ptr %leadval, i64 %add89
  store i32 %30, ptr %arrayidx90, align 4, !tbaa !20
  %inc91 = add i32 %9, 1
  br label %if.end92

if.end92:                                         ; preds = %if.then78, %for.cond.cleanup58
  %c77.0 = phi i32 [ %inc91, %if.then78 ], [ %9, %for.cond.cleanup58 ]
  %cmp94270 = icmp ult i32 %c77.0, %ncols
  br i1 %cmp94270, label %for.body95, label %cleanup156

for.body95:                                       ; preds = %if.end92, %cleanup152
  %c77.1271 = phi i32 [ %inc154, %cleanup152 ], [ %c77.0, %if.end92 ]
  %conv96 = zext i32 %c77.1271 to i64
  %mul98 = mul nuw i64 %conv96, %conv6
  %add100 = add i64 %mul98, %idxprom
  %arrayidx101 = getelementptr inbounds i32, ptr %add.ptr, i64 %add100
  %31 = load i32, ptr %arrayidx101, align 4, !tbaa !20
  %cmp102 = icmp eq i32 %31, 0
  br i1 %cmp102, label %cleanup152, label %if.end104

if.end104:                                        ; preds = %for.body95
  %arrayidx106 = getelementptr inbounds i32, ptr %pivot_of_column, i64 %conv96
  %32 = load i32, ptr %arrayidx106, align 4, !tbaa !20
  %cmp107 = icmp eq i32 %32, -1
  br i1 %cmp107, label %if.then108, label %if.end113

if.then108:                                       ; preds = %if.end104
  %arrayidx110 = getelementptr inbounds i32, ptr %np_index, i64 %conv96
  %33 = load i32, ptr %arrayidx110, align 4, !tbaa !20
  %idxprom111 = sext i32 %33 to i64
  %arrayidx112 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom111
  store i32 %31, ptr %arrayidx112, align 4, !tbaa !20
  br label %cleanup152

if.end113:                                        ; preds = %if.end104
  %idxprom115 = zext i32 %32 to i64
  %arrayidx116 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom115
  %34 = load i32, ptr %arrayidx116, align 4, !tbaa !20
  %add117 = add nuw i32 %32, 1
  %idxprom118 = zext i32 %add117 to i64
  %arrayidx119 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom118
  %35 = load i32, ptr %arrayidx119, align 4, !tbaa !20
  %arrayidx121 = getelementptr inbounds i32, ptr %source, i64 %idxprom115
  %36 = load i32, ptr %arrayidx121, align 4, !tbaa !20
  %idxprom122 = zext i32 %36 to i64
  %arrayidx123 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom122
  %37 = load i64, ptr %arrayidx123, align 8, !tbaa !24
  %mul125 = mul i64 %37, %conv6
  %add.ptr126 = getelementptr inbounds i32, ptr %pool, i64 %mul125
  %x127.0267 = add i32 %34, 1
  %cmp130268 = icmp ult i32 %x127.0267, %35
  br i1 %cmp130268, label %for.body132.lr.ph, label %cleanup152

for.body132.lr.ph:                                ; preds = %if.end113
  %conv.i = zext i32 %31 to i64
  %mul.i = mul nuw i64 %conv.i, %conv1.i
  %conv.i.i = trunc i64 %mul.i to i32
  %mul.i.i = mul i32 %q.sroa.6.0.copyload, %conv.i.i
  %conv1.i.i = zext i32 %mul.i.i to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv2.i.i
  %add.i.i = add i64 %mul3.i.i, %mul.i
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i = icmp ult i64 %shr.i.i, %conv2.i.i
  %sub.i.i = select i1 %cmp.not.i.i, i64 0, i64 %conv2.i.i
  %cond.i.i = sub nsw i64 %shr.i.i, %sub.i.i
  %conv.i247 = and i64 %cond.i.i, 4294967295
  %38 = xor i32 %34, -1
  %39 = add i32 %35, %38
  %40 = add i32 %35, -2
  %xtraiter283 = and i32 %39, 1
  %lcmp.mod284.not = icmp eq i32 %xtraiter283, 0
  br i1 %lcmp.mod284.not, label %for.body132.prol.loopexit, label %for.body132.prol

for.body132.prol:                                 ; preds = %for.body132.lr.ph
  %idxprom133.prol = zext i32 %x127.0267 to i64
  %arrayidx134.prol = getelementptr inbounds i32, ptr %cols, i64 %idxprom133.prol
  %41 = load i32, ptr %arrayidx134.prol, align 4, !tbaa !20
  %conv135.prol = zext i32 %41 to i64
  %mul137.prol = mul nuw i64 %conv135.prol, %conv6
  %add.ptr139.prol = getelementptr i32, ptr %add.ptr138245, i64 %mul137.prol
  %42 = load i32, ptr %add.ptr139.prol, align 4, !tbaa !20
  %arrayidx146.prol = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.prol
  %43 = load i32, ptr %arrayidx146.prol, align 4, !tbaa !20
  %conv1.i248.prol = zext i32 %43 to i64
  %mul.i249.prol = mul nuw i64 %conv.i247, %conv1.i248.prol
  %conv.i.i250.prol = trunc i64 %mul.i249.prol to i32
  %mul.i.i251.prol = mul i32 %q.sroa.6.0.copyload, %conv.i.i250.prol
  %conv1.i.i252.prol = zext i32 %mul.i.i251.prol to i64
  %mul3.i.i254.prol = mul nuw i64 %conv1.i.i252.prol, %conv2.i.i
  %add.i.i255.prol = add i64 %mul3.i.i254.prol, %mul.i249.prol
  %shr.i.i256.prol = lshr i64 %add.i.i255.prol, 32
  %cmp.not.i.i257.prol = icmp ult i64 %shr.i.i256.prol, %conv2.i.i
  %sub.i.i258.prol = select i1 %cmp.not.i.i257.prol, i64 0, i64 %conv2.i.i
  %cond.i.i259.prol = sub nsw i64 %shr.i.i256.prol, %sub.i.i258.prol
  %conv8.i.i260.prol = trunc i64 %cond.i.i259.prol to i32
  %cmp.not.i.prol = icmp ult i32 %42, %conv8.i.i260.prol
  %add.i.prol = select i1 %cmp.not.i.prol, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.prol = sub i32 %42, %conv8.i.i260.prol
  %cond.i.prol = add i32 %a.pn.i.prol, %add.i.prol
  store i32 %cond.i.prol, ptr %add.ptr139.prol, align 4, !tbaa !20
  %x127.0.prol = add i32 %34, 2
  br label %for.body132.prol.loopexit

for.body132.prol.loopexit:                        ; preds = %for.body132.prol, %for.body132.lr.ph
  %x127.0269.unr = phi i32 [ %x127.0267, %for.body132.lr.ph ], [ %x127.0.prol, %for.body132.prol ]
  %44 = icmp eq i32 %40, %34
  br i1 %44, label %cleanup152, label %for.body132

for.body132:                                      ; preds = %for.body132.prol.loopexit, %for.body132
  %x127.0269 = phi i32 [ %x127.0.1, %for.body132 ], [ %x127.0269.unr, %for.body132.prol.loopexit ]
  %idxprom133 = zext i32 %x127.0269 to i64
  %arrayidx134 = getelementptr inbounds i32, ptr %cols, i64 %idxprom133
  %45 = load i32, ptr %arrayidx134, align 4, !tbaa !20
  %conv135 = zext i32 %45 to i64
  %mul137 = mul nuw i64 %conv135, %conv6
  %add.ptr139 = getelementptr i32, ptr %add.ptr138245, i64 %mul137
  %46 = load i32, ptr %add.ptr139, align 4, !tbaa !20
  %sub140 = sub i32 %x127.0269, %34
  %conv141 = zext i32 %sub140 to i64
  %mul143 = mul nuw i64 %conv141, %conv6
  %add145 = add i64 %mul143, %idxprom
  %arrayidx146 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145
  %47 = load i32, ptr %arrayidx146, align 4, !tbaa !20
  %conv1.i248 = zext i32 %47 to i64
  %mul.i249 = mul nuw i64 %conv.i247, %conv1.i248
  %conv.i.i250 = trunc i64 %mul.i249 to i32
  %mul.i.i251 = mul i32 %q.sroa.6.0.copyload, %conv.i.i250
  %conv1.i.i252 = zext i32 %mul.i.i251 to i64
  %mul3.i.i254 = mul nuw i64 %conv1.i.i252, %conv2.i.i
  %add.i.i255 = add i64 %mul3.i.i254, %mul.i249
  %shr.i.i256 = lshr i64 %add.i.i255, 32
  %cmp.not.i.i257 = icmp ult i64 %shr.i.i256, %conv2.i.i
  %sub.i.i258 = select i1 %cmp.not.i.i257, i64 0, i64 %conv2.i.i
  %cond.i.i259 = sub nsw i64 %shr.i.i256, %sub.i.i258
  %conv8.i.i260 = trunc i64 %cond.i.i259 to i32
  %cmp.not.i = icmp ult i32 %46, %conv8.i.i260
  %add.i = select i1 %cmp.not.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %46, %conv8.i.i260
  %cond.i = add i32 %a.pn.i, %add.i
  store i32 %cond.i, ptr %add.ptr139, align 4, !tbaa !20
  %x127.0 = add i32 %x127.0269, 1
  %idxprom133.1 = zext i32 %x127.0 to i64
  %arrayidx134.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom133.1
  %48 = load i32, ptr %arrayidx134.1, align 4, !tbaa !20
  %conv135.1 = zext i32 %48 to i64
  %mul137.1 = mul nuw i64 %conv135.1, %conv6
  %add.ptr139.1 = getelementptr i32, ptr %add.ptr138245, i64 %mul137.1
  %49 = load i32, ptr %add.ptr139.1, align 4, !tbaa !20
  %sub140.1 = sub i32 %x127.0, %34
  %conv141.1 = zext i32 %sub140.1 to i64
  %mul143.1 = mul nuw i64 %conv141.1, %conv6
  %add145.1 = add i64 %mul143.1, %idxprom
  %arrayidx146.1 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.1
  %50 = load i32, ptr %arrayidx146.1, align 4, !tbaa !20
  %conv1.i248.1 = zext i32 %50 to i64
  %mul.i249.1 = mul nuw i64 %conv.i247, %conv1.i248.1
  %conv.i.i250.1 = trunc i64 %mul.i249.1 to i32
  %mul.i.i251.1 = mul i32 %q.sroa.6.0.copyload, %conv.i.i250.1
  %conv1.i.i252.1 = zext i32 %mul.i.i251.1 to i64
  %mul3.i.i254.1 = mul nuw i64 %conv1.i.i252.1, %conv2.i.i
  %add.i.i255.1 = add i64 %mul3.i.i254.1, %mul.i249.1
  %shr.i.i256.1 = lshr i64 %add.i.i255.1, 32
  %cmp.not.i.i257.1 = icmp ult i64 %shr.i.i256.1, %conv2.i.i
  %sub.i.i258.1 = select i1 %cmp.not.i.i257.1, i64 0, i64 %conv2.i.i
  %cond.i.i259.1 = sub nsw i64 %shr.i.i256.1, %sub.i.i258.1
  %conv8.i.i260.1 = trunc i64 %cond.i.i259.1 to i32
  %cmp.not.i.1 = icmp ult i32 %49, %conv8.i.i260.1
  %add.i.1 = select i1 %cmp.not.i.1, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.1 = sub i32 %49, %conv8.i.i260.1
  %cond.i.1 = add i32 %a.pn.i.1, %add.i.1
  store i32 %cond.i.1, ptr %add.ptr139.1, align 4, !tbaa !20
  %x127.0.1 = add i32 %x127.0269, 2
  %exitcond276.not.1 = icmp eq i32 %x127.0.1, %35
  br i1 %exitcond276.not.1, label %cleanup152, label %for.body132, !llvm.loop !98

cleanup152:                                       ; preds = %for.body132.prol.loopexit, %for.body132, %if.end113, %if.then108, %for.body95
  %inc154 = add nuw i32 %c77.1271, 1
  %exitcond277.not = icmp eq i32 %inc154, %ncols
  br i1 %exitcond277.not, label %cleanup156, label %for.body95, !llvm.loop !99

cleanup156:                                       ; preds = %cleanup152, %if.end92, %for.cond.cleanup21
  %add164 = add i32 %r.0273, %4
  %cmp9 = icmp ult i32 %add164, %nrows_todo
  br i1 %cmp9, label %for.body, label %cleanup167, !llvm.loop !100

cleanup167:                                       ; preds = %cleanup156, %if.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_replay_echelon(i32 noundef %nrows_todo, i32 noundef %nnp, ptr nocapture noundef readonly %primes, ptr nocapture noundef %dense) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !19
  %q.sroa.9.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.9.0.copyload = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx, align 4, !tbaa.struct !26
  %conv1 = zext i32 %nrows_todo to i64
  %mul = mul nuw i64 %conv1, %idxprom
  %conv2 = zext i32 %nnp to i64
  %mul3 = mul i64 %mul, %conv2
  %add.ptr = getelementptr inbounds i32, ptr %dense, i64 %mul3
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %shr = lshr i32 %1, 5
  %shr6 = lshr i32 %2, 5
  %cmp249.not = icmp eq i32 %nrows_todo, 0
  br i1 %cmp249.not, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %and = and i32 %1, 31
  %q.sroa.13.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.13.0.copyload = load i32, ptr %q.sroa.13.0.arrayidx.sroa_idx, align 8, !tbaa.struct !28
  %cmp12237 = icmp ult i32 %1, %nnp
  %idxprom18 = zext i32 %1 to i64
  %arrayidx19 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), i64 0, i64 %idxprom18
  %cmp21.not241 = icmp ult i32 %2, 2
  %cmp45 = icmp eq i32 %1, 0
  %conv4.i = zext i32 %q.sroa.0.0.copyload to i64
  %conv1.i = zext i32 %q.sroa.13.0.copyload to i64
  %add84 = add nuw nsw i32 %and, 1
  %cmp103 = icmp eq i32 %and, 0
  br label %for.body

for.cond.cleanup:                                 ; preds = %cleanup114, %entry
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %cleanup114
  %r.0250 = phi i32 [ 0, %for.body.lr.ph ], [ %inc.pre-phi, %cleanup114 ]
  %conv7 = zext i32 %r.0250 to i64
  %mul9 = mul nuw i64 %conv7, %conv2
  %add.ptr10 = getelementptr inbounds i32, ptr %add.ptr, i64 %mul9
  br i1 %cmp12237, label %for.body14, label %cleanup

for.body14:                                       ; preds = %for.body, %for.inc
  %j.0238 = phi i32 [ %add, %for.inc ], [ %1, %for.body ]
  %idxprom15 = zext i32 %j.0238 to i64
  %arrayidx16 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom15
  %3 = load i32, ptr %arrayidx16, align 4, !tbaa !20
  %cmp17.not = icmp eq i32 %3, 0
  br i1 %cmp17.not, label %for.inc, label %cleanup

for.inc:                                          ; preds = %for.body14
  %add = add i32 %j.0238, %2
  %cmp12 = icmp ult i32 %add, %nnp
  br i1 %cmp12, label %for.body14, label %cleanup, !llvm.loop !101

cleanup:                                          ; preds = %for.inc, %for.body14, %for.body
  %best.0 = phi i32 [ %nnp, %for.body ], [ %nnp, %for.inc ], [ %j.0238, %for.body14 ]
  store i32 %best.0, ptr %arrayidx19, align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp21.not241, label %for.cond.cleanup22, label %for.body23

for.cond.cleanup22:                               ; preds = %if.end37, %cleanup
  %4 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), align 4, !tbaa !20
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp42 = icmp eq i32 %4, %nnp
  br i1 %cmp42, label %for.cond.cleanup22.cleanup114_crit_edge, label %if.end44

for.cond.cleanup22.cleanup114_crit_edge:          ; preds = %for.cond.cleanup22
  %.pre = add nuw i32 %r.0250, 1
  br label %cleanup114

for.body23:                                       ; preds = %cleanup, %if.end37
  %s.0242.in = phi i32 [ %s.0242, %if.end37 ], [ %2, %cleanup ]
  %s.0242 = lshr i32 %s.0242.in, 1
  %cmp24 = icmp ult i32 %1, %s.0242
  br i1 %cmp24, label %land.lhs.true, label %if.end37

land.lhs.true:                                    ; preds = %for.body23
  %add25 = add i32 %s.0242, %1
  %idxprom26 = zext i32 %add25 to i64
  %arrayidx27 = getelementptr inbounds [1024 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), i64 0, i64 %idxprom26
  %5 = load i32, ptr %arrayidx27, align 4, !tbaa !20
  %6 = load i32, ptr %arrayidx19, align 4, !tbaa !20
  %cmp30 = icmp ult i32 %5, %6
  br i1 %cmp30, label %if.then31, label %if.end37

if.then31:                                        ; preds = %land.lhs.true
  store i32 %5, ptr %arrayidx19, align 4, !tbaa !20
  br label %if.end37

if.end37:                                         ; preds = %if.then31, %land.lhs.true, %for.body23
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp21.not = icmp ult i32 %s.0242.in, 4
  br i1 %cmp21.not, label %for.cond.cleanup22, label %for.body23, !llvm.loop !102

if.end44:                                         ; preds = %for.cond.cleanup22
  br i1 %cmp45, label %if.then46, label %if.end51

if.then46:                                        ; preds = %if.end44
  %idxprom47 = zext i32 %4 to i64
  %arrayidx48 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom47
  %7 = load i32, ptr %arrayidx48, align 4, !tbaa !20
  %cmp.not16.i = icmp eq i32 %7, 0
  br i1 %cmp.not16.i, label %_ZL11inverse_modjj.exit, label %while.body.i

while.body.i:                                     ; preds = %if.then46, %while.body.i
  %t.020.i = phi i64 [ %nt.019.i, %while.body.i ], [ 0, %if.then46 ]
  %nt.019.i = phi i64 [ %sub.i, %while.body.i ], [ 1, %if.then46 ]
  %r.018.i = phi i32 [ %nr.017.i, %while.body.i ], [ %q.sroa.0.0.copyload, %if.then46 ]
  %nr.017.i = phi i32 [ %sub2.i, %while.body.i ], [ %7, %if.then46 ]
  %div.i = udiv i32 %r.018.i, %nr.017.i
  %conv.i = zext i32 %div.i to i64
  %mul.i = mul nsw i64 %nt.019.i, %conv.i
  %sub.i = sub nsw i64 %t.020.i, %mul.i
  %mul1.i = mul nuw i32 %div.i, %nr.017.i
  %sub2.i = sub nuw i32 %r.018.i, %mul1.i
  %cmp.not.i = icmp eq i32 %sub2.i, 0
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !33

_ZL11inverse_modjj.exit:                          ; preds = %while.body.i, %if.then46
  %t.0.lcssa.i = phi i64 [ 0, %if.then46 ], [ %nt.019.i, %while.body.i ]
  %cmp3.i = icmp slt i64 %t.0.lcssa.i, 0
  %add.i = select i1 %cmp3.i, i64 %conv4.i, i64 0
  %cond.i = add nsw i64 %add.i, %t.0.lcssa.i
  %conv.i185 = and i64 %cond.i, 4294967295
  %mul.i186 = mul nuw i64 %conv.i185, %conv1.i
  %conv.i.i = trunc i64 %mul.i186 to i32
  %mul.i.i = mul i32 %q.sroa.9.0.copyload, %conv.i.i
  %conv1.i.i = zext i32 %mul.i.i to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv4.i
  %add.i.i = add i64 %mul3.i.i, %mul.i186
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i = icmp ult i64 %shr.i.i, %conv4.i
  %sub.i.i = select i1 %cmp.not.i.i, i64 0, i64 %conv4.i
  %cond.i.i = sub nsw i64 %shr.i.i, %sub.i.i
  %conv8.i.i = trunc i64 %cond.i.i to i32
  store i32 %conv8.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !20
  br label %if.end51

if.end51:                                         ; preds = %_ZL11inverse_modjj.exit, %if.end44
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add53 = add i32 %4, %1
  %cmp55243 = icmp ult i32 %add53, %nnp
  br i1 %cmp55243, label %for.body57.lr.ph, label %for.cond.cleanup56

for.body57.lr.ph:                                 ; preds = %if.end51
  %8 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !20
  %conv.i187 = zext i32 %8 to i64
  br label %for.body57

for.cond.cleanup56:                               ; preds = %for.body57, %if.end51
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add67 = add nuw i32 %r.0250, 1
  %add68 = add i32 %add67, %shr
  %cmp70247 = icmp ult i32 %add68, %nrows_todo
  br i1 %cmp70247, label %for.body72.lr.ph, label %for.cond.cleanup71

for.body72.lr.ph:                                 ; preds = %for.cond.cleanup56
  %idxprom77 = zext i32 %4 to i64
  %add85 = add i32 %add84, %4
  %cmp87245 = icmp ult i32 %add85, %nnp
  br label %for.body72

for.body57:                                       ; preds = %for.body57.lr.ph, %for.body57
  %j52.0244 = phi i32 [ %add53, %for.body57.lr.ph ], [ %add64, %for.body57 ]
  %idxprom58 = zext i32 %j52.0244 to i64
  %arrayidx59 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom58
  %9 = load i32, ptr %arrayidx59, align 4, !tbaa !20
  %conv1.i188 = zext i32 %9 to i64
  %mul.i189 = mul nuw i64 %conv1.i188, %conv.i187
  %conv.i.i190 = trunc i64 %mul.i189 to i32
  %mul.i.i191 = mul i32 %q.sroa.9.0.copyload, %conv.i.i190
  %conv1.i.i192 = zext i32 %mul.i.i191 to i64
  %mul3.i.i194 = mul nuw i64 %conv1.i.i192, %conv4.i
  %add.i.i195 = add i64 %mul3.i.i194, %mul.i189
  %shr.i.i196 = lshr i64 %add.i.i195, 32
  %cmp.not.i.i197 = icmp ult i64 %shr.i.i196, %conv4.i
  %sub.i.i198 = select i1 %cmp.not.i.i197, i64 0, i64 %conv4.i
  %cond.i.i199 = sub nsw i64 %shr.i.i196, %sub.i.i198
  %conv8.i.i200 = trunc i64 %cond.i.i199 to i32
  store i32 %conv8.i.i200, ptr %arrayidx59, align 4, !tbaa !20
  %add64 = add i32 %j52.0244, %2
  %cmp55 = icmp ult i32 %add64, %nnp
  br i1 %cmp55, label %for.body57, label %for.cond.cleanup56, !llvm.loop !103

for.cond.cleanup71:                               ; preds = %cleanup108, %for.cond.cleanup56
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup114

for.body72:                                       ; preds = %for.body72.lr.ph, %cleanup108
  %i.0248 = phi i32 [ %add68, %for.body72.lr.ph ], [ %add111, %cleanup108 ]
  %conv73 = zext i32 %i.0248 to i64
  %mul75 = mul nuw i64 %conv73, %conv2
  %add.ptr76 = getelementptr inbounds i32, ptr %add.ptr, i64 %mul75
  %arrayidx78 = getelementptr inbounds i32, ptr %add.ptr76, i64 %idxprom77
  %10 = load i32, ptr %arrayidx78, align 4, !tbaa !20
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp79 = icmp eq i32 %10, 0
  br i1 %cmp79, label %cleanup108, label %if.end81

if.end81:                                         ; preds = %for.body72
  br i1 %cmp87245, label %for.body89.lr.ph, label %for.cond.cleanup88

for.body89.lr.ph:                                 ; preds = %if.end81
  %conv.i201 = zext i32 %10 to i64
  %mul.i204 = mul nuw i64 %conv.i201, %conv1.i
  %conv.i.i207 = trunc i64 %mul.i204 to i32
  %mul.i.i208 = mul i32 %q.sroa.9.0.copyload, %conv.i.i207
  %conv1.i.i209 = zext i32 %mul.i.i208 to i64
  %mul3.i.i211 = mul nuw i64 %conv1.i.i209, %conv4.i
  %add.i.i212 = add i64 %mul3.i.i211, %mul.i204
  %shr.i.i213 = lshr i64 %add.i.i212, 32
  %cmp.not.i.i214 = icmp ult i64 %shr.i.i213, %conv4.i
  %sub.i.i215 = select i1 %cmp.not.i.i214, i64 0, i64 %conv4.i
  %cond.i.i216 = sub nsw i64 %shr.i.i213, %sub.i.i215
  %conv.i218 = and i64 %cond.i.i216, 4294967295
  br label %for.body89

for.cond.cleanup88:                               ; preds = %for.body89, %if.end81
  br i1 %cmp103, label %if.then104, label %cleanup108

for.body89:                                       ; preds = %for.body89.lr.ph, %for.body89
  %j83.0246 = phi i32 [ %add85, %for.body89.lr.ph ], [ %add100, %for.body89 ]
  %idxprom90 = zext i32 %j83.0246 to i64
  %arrayidx91 = getelementptr inbounds i32, ptr %add.ptr76, i64 %idxprom90
  %11 = load i32, ptr %arrayidx91, align 4, !tbaa !20
  %arrayidx93 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom90
  %12 = load i32, ptr %arrayidx93, align 4, !tbaa !20
  %conv1.i219 = zext i32 %12 to i64
  %mul.i220 = mul nuw i64 %conv.i218, %conv1.i219
  %conv.i.i221 = trunc i64 %mul.i220 to i32
  %mul.i.i222 = mul i32 %q.sroa.9.0.copyload, %conv.i.i221
  %conv1.i.i223 = zext i32 %mul.i.i222 to i64
  %mul3.i.i225 = mul nuw i64 %conv1.i.i223, %conv4.i
  %add.i.i226 = add i64 %mul3.i.i225, %mul.i220
  %shr.i.i227 = lshr i64 %add.i.i226, 32
  %cmp.not.i.i228 = icmp ult i64 %shr.i.i227, %conv4.i
  %sub.i.i229 = select i1 %cmp.not.i.i228, i64 0, i64 %conv4.i
  %cond.i.i230 = sub nsw i64 %shr.i.i227, %sub.i.i229
  %conv8.i.i231 = trunc i64 %cond.i.i230 to i32
  %cmp.not.i232 = icmp ult i32 %11, %conv8.i.i231
  %add.i233 = select i1 %cmp.not.i232, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %11, %conv8.i.i231
  %cond.i234 = add i32 %a.pn.i, %add.i233
  store i32 %cond.i234, ptr %arrayidx91, align 4, !tbaa !20
  %add100 = add i32 %j83.0246, 32
  %cmp87 = icmp ult i32 %add100, %nnp
  br i1 %cmp87, label %for.body89, label %for.cond.cleanup88, !llvm.loop !104

if.then104:                                       ; preds = %for.cond.cleanup88
  store i32 0, ptr %arrayidx78, align 4, !tbaa !20
  br label %cleanup108

cleanup108:                                       ; preds = %for.cond.cleanup88, %if.then104, %for.body72
  %add111 = add i32 %i.0248, %shr6
  %cmp70 = icmp ult i32 %add111, %nrows_todo
  br i1 %cmp70, label %for.body72, label %for.cond.cleanup71, !llvm.loop !105

cleanup114:                                       ; preds = %for.cond.cleanup22.cleanup114_crit_edge, %for.cond.cleanup71
  %inc.pre-phi = phi i32 [ %.pre, %for.cond.cleanup22.cleanup114_crit_edge ], [ %add67, %for.cond.cleanup71 ]
  %exitcond.not = icmp eq i32 %inc.pre-phi, %nrows_todo
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !106
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_replay_gather(i32 noundef %nrows_todo, i32 noundef %nnp, i32 noundef %nprimes, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %dense, ptr nocapture noundef readonly %leadval, i32 noundef %tail, ptr nocapture noundef readonly %np_cols, ptr nocapture noundef readonly %first_col, ptr nocapture noundef readonly %expected, ptr nocapture noundef readonly %out_begin, ptr nocapture noundef readonly %out_cols, ptr nocapture noundef readonly %pool_off, i32 noundef %out_pool, ptr nocapture noundef writeonly %pool, ptr nocapture noundef writeonly %bad) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp.not = icmp ult i32 %add, %nprimes
  %cmp4.not = icmp ult i32 %3, %nrows_todo
  %or.cond = and i1 %cmp4.not, %cmp.not
  br i1 %or.cond, label %if.end, label %cleanup137

if.end:                                           ; preds = %entry
  %idxprom = zext i32 %add to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !19
  %q.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.7.0.copyload = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx, align 4, !tbaa.struct !26
  %q.sroa.10.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.10.0.copyload = load i32, ptr %q.sroa.10.0.arrayidx.sroa_idx, align 8, !tbaa.struct !28
  %conv5 = zext i32 %nrows_todo to i64
  %mul6 = mul nuw i64 %idxprom, %conv5
  %conv7 = zext i32 %3 to i64
  %add8 = add nuw i64 %mul6, %conv7
  %conv9 = zext i32 %nnp to i64
  %mul10 = mul i64 %add8, %conv9
  %add.ptr = getelementptr inbounds i32, ptr %dense, i64 %mul10
  %arrayidx12 = getelementptr inbounds i32, ptr %out_begin, i64 %conv7
  %4 = load i32, ptr %arrayidx12, align 4, !tbaa !20
  %add13 = add nuw i32 %3, 1
  %idxprom14 = zext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr %out_begin, i64 %idxprom14
  %5 = load i32, ptr %arrayidx15, align 4, !tbaa !20
  %add16 = add i32 %3, %out_pool
  %idxprom17 = zext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom17
  %6 = load i64, ptr %arrayidx18, align 8, !tbaa !24
  %conv19 = zext i32 %nprimes to i64
  %mul20 = mul i64 %6, %conv19
  %add.ptr21 = getelementptr inbounds i32, ptr %pool, i64 %mul20
  %sub = sub i32 %5, %4
  %cmp22248.not = icmp eq i32 %5, %4
  br i1 %cmp22248.not, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %if.end
  %7 = xor i32 %4, -1
  %8 = add i32 %5, %7
  %xtraiter = and i32 %sub, 7
  %9 = icmp ult i32 %8, 7
  br i1 %9, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i32 %sub, -8
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %k.0249.unr = phi i32 [ 0, %for.body.preheader ], [ %inc.7, %for.body ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %k.0249.epil = phi i32 [ %inc.epil, %for.body.epil ], [ %k.0249.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %conv23.epil = zext i32 %k.0249.epil to i64
  %mul25.epil = mul nuw i64 %conv23.epil, %conv19
  %add27.epil = add i64 %mul25.epil, %idxprom
  %arrayidx28.epil = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.epil
  store i32 0, ptr %arrayidx28.epil, align 4, !tbaa !20
  %inc.epil = add nuw i32 %k.0249.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !107

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %if.end
  %conv1.i = zext i32 %q.sroa.10.0.copyload to i64
  %mul.i.i = mul i32 %q.sroa.10.0.copyload, %q.sroa.7.0.copyload
  %conv1.i.i = zext i32 %mul.i.i to i64
  %conv2.i.i = zext i32 %q.sroa.0.0.copyload to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv2.i.i
  %add.i.i = add nuw i64 %mul3.i.i, %conv1.i
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i = icmp ult i64 %shr.i.i, %conv2.i.i
  %sub.i.i = select i1 %cmp.not.i.i, i64 0, i64 %conv2.i.i
  %cond.i.i = sub nsw i64 %shr.i.i, %sub.i.i
  %tobool.not = icmp eq i32 %tail, 0
  br i1 %tobool.not, label %while.cond.preheader, label %if.then31

while.cond.preheader:                             ; preds = %for.cond.cleanup
  %cmp66250.not = icmp eq i32 %nnp, 0
  br i1 %cmp66250.not, label %cond.end, label %land.rhs

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %k.0249 = phi i32 [ 0, %for.body.preheader.new ], [ %inc.7, %for.body ]
  %niter = phi i32 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  %conv23 = zext i32 %k.0249 to i64
  %mul25 = mul nuw i64 %conv23, %conv19
  %add27 = add nuw i64 %mul25, %idxprom
  %arrayidx28 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27
  store i32 0, ptr %arrayidx28, align 4, !tbaa !20
  %inc = or i32 %k.0249, 1
  %conv23.1 = zext i32 %inc to i64
  %mul25.1 = mul nuw i64 %conv23.1, %conv19
  %add27.1 = add i64 %mul25.1, %idxprom
  %arrayidx28.1 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.1
  store i32 0, ptr %arrayidx28.1, align 4, !tbaa !20
  %inc.1 = or i32 %k.0249, 2
  %conv23.2 = zext i32 %inc.1 to i64
  %mul25.2 = mul nuw i64 %conv23.2, %conv19
  %add27.2 = add i64 %mul25.2, %idxprom
  %arrayidx28.2 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.2
  store i32 0, ptr %arrayidx28.2, align 4, !tbaa !20
  %inc.2 = or i32 %k.0249, 3
  %conv23.3 = zext i32 %inc.2 to i64
  %mul25.3 = mul nuw i64 %conv23.3, %conv19
  %add27.3 = add i64 %mul25.3, %idxprom
  %arrayidx28.3 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.3
  store i32 0, ptr %arrayidx28.3, align 4, !tbaa !20
  %inc.3 = or i32 %k.0249, 4
  %conv23.4 = zext i32 %inc.3 to i64
  %mul25.4 = mul nuw i64 %conv23.4, %conv19
  %add27.4 = add i64 %mul25.4, %idxprom
  %arrayidx28.4 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.4
  store i32 0, ptr %arrayidx28.4, align 4, !tbaa !20
  %inc.4 = or i32 %k.0249, 5
  %conv23.5 = zext i32 %inc.4 to i64
  %mul25.5 = mul nuw i64 %conv23.5, %conv19
  %add27.5 = add i64 %mul25.5, %idxprom
  %arrayidx28.5 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.5
  store i32 0, ptr %arrayidx28.5, align 4, !tbaa !20
  %inc.5 = or i32 %k.0249, 6
  %conv23.6 = zext i32 %inc.5 to i64
  %mul25.6 = mul nuw i64 %conv23.6, %conv19
  %add27.6 = add i64 %mul25.6, %idxprom
  %arrayidx28.6 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.6
  store i32 0, ptr %arrayidx28.6, align 4, !tbaa !20
  %inc.6 = or i32 %k.0249, 7
  %conv23.7 = zext i32 %inc.6 to i64
  %mul25.7 = mul nuw i64 %conv23.7, %conv19
  %add27.7 = add i64 %mul25.7, %idxprom
  %arrayidx28.7 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.7
  store i32 0, ptr %arrayidx28.7, align 4, !tbaa !20
  %inc.7 = add nuw i32 %k.0249, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !108

if.then31:                                        ; preds = %for.cond.cleanup
  %mul34 = mul nuw i64 %conv19, %conv7
  %add36 = add i64 %mul34, %idxprom
  %arrayidx37 = getelementptr inbounds i32, ptr %leadval, i64 %add36
  %10 = load i32, ptr %arrayidx37, align 4, !tbaa !20
  %arrayidx39 = getelementptr inbounds i32, ptr %first_col, i64 %conv7
  %11 = load i32, ptr %arrayidx39, align 4, !tbaa !20
  %cmp40 = icmp eq i32 %10, 0
  br i1 %cmp40, label %if.then51, label %lor.lhs.false41

lor.lhs.false41:                                  ; preds = %if.then31
  %arrayidx43 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %12 = load i32, ptr %arrayidx43, align 4, !tbaa !20
  %cmp44.not = icmp ne i32 %11, %12
  %or.cond213 = select i1 %cmp44.not, i1 true, i1 %cmp22248.not
  br i1 %or.cond213, label %if.then51, label %lor.lhs.false47

lor.lhs.false47:                                  ; preds = %lor.lhs.false41
  %idxprom48 = zext i32 %4 to i64
  %arrayidx49 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom48
  %13 = load i32, ptr %arrayidx49, align 4, !tbaa !20
  %cmp50.not = icmp eq i32 %13, %11
  br i1 %cmp50.not, label %while.body.i, label %if.then51

if.then51:                                        ; preds = %lor.lhs.false47, %lor.lhs.false41, %if.then31
  %arrayidx53 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx53, align 4, !tbaa !20
  br label %cleanup

while.body.i:                                     ; preds = %lor.lhs.false47, %while.body.i
  %t.020.i = phi i64 [ %nt.019.i, %while.body.i ], [ 0, %lor.lhs.false47 ]
  %nt.019.i = phi i64 [ %sub.i, %while.body.i ], [ 1, %lor.lhs.false47 ]
  %r.018.i = phi i32 [ %nr.017.i, %while.body.i ], [ %q.sroa.0.0.copyload, %lor.lhs.false47 ]
  %nr.017.i = phi i32 [ %sub2.i, %while.body.i ], [ %10, %lor.lhs.false47 ]
  %div.i = udiv i32 %r.018.i, %nr.017.i
  %conv.i = zext i32 %div.i to i64
  %mul.i = mul nsw i64 %nt.019.i, %conv.i
  %sub.i = sub nsw i64 %t.020.i, %mul.i
  %mul1.i = mul nuw i32 %div.i, %nr.017.i
  %sub2.i = sub nuw i32 %r.018.i, %mul1.i
  %cmp.not.i = icmp eq i32 %sub2.i, 0
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !33

_ZL11inverse_modjj.exit:                          ; preds = %while.body.i
  %cmp3.i = icmp slt i64 %nt.019.i, 0
  %add.i = select i1 %cmp3.i, i64 %conv2.i.i, i64 0
  %cond.i = add nsw i64 %add.i, %nt.019.i
  %conv.i215 = and i64 %cond.i, 4294967295
  %mul.i218 = mul nuw i64 %conv.i215, %conv1.i
  %conv.i.i = trunc i64 %mul.i218 to i32
  %mul.i.i221 = mul i32 %q.sroa.7.0.copyload, %conv.i.i
  %conv1.i.i222 = zext i32 %mul.i.i221 to i64
  %mul3.i.i224 = mul nuw i64 %conv1.i.i222, %conv2.i.i
  %add.i.i225 = add i64 %mul3.i.i224, %mul.i218
  %shr.i.i226 = lshr i64 %add.i.i225, 32
  %cmp.not.i.i227 = icmp ult i64 %shr.i.i226, %conv2.i.i
  %sub.i.i228 = select i1 %cmp.not.i.i227, i64 0, i64 %conv2.i.i
  %cond.i.i229 = sub nsw i64 %shr.i.i226, %sub.i.i228
  %arrayidx63 = getelementptr inbounds i32, ptr %add.ptr21, i64 %idxprom
  store i32 1, ptr %arrayidx63, align 4, !tbaa !20
  %inc64 = add i32 %4, 1
  br label %cleanup

cleanup:                                          ; preds = %_ZL11inverse_modjj.exit, %if.then51
  %scale.0 = phi i64 [ %cond.i.i, %if.then51 ], [ %cond.i.i229, %_ZL11inverse_modjj.exit ]
  %k29.0 = phi i32 [ %4, %if.then51 ], [ %inc64, %_ZL11inverse_modjj.exit ]
  %cond142 = phi i1 [ false, %if.then51 ], [ true, %_ZL11inverse_modjj.exit ]
  br i1 %cond142, label %if.end84, label %cleanup137

land.rhs:                                         ; preds = %while.cond.preheader, %while.body
  %x.0251 = phi i32 [ %inc70, %while.body ], [ 0, %while.cond.preheader ]
  %idxprom67 = zext i32 %x.0251 to i64
  %arrayidx68 = getelementptr inbounds i32, ptr %add.ptr, i64 %idxprom67
  %14 = load i32, ptr %arrayidx68, align 4, !tbaa !20
  %cmp69 = icmp eq i32 %14, 0
  br i1 %cmp69, label %while.body, label %while.end

while.body:                                       ; preds = %land.rhs
  %inc70 = add nuw i32 %x.0251, 1
  %exitcond261.not = icmp eq i32 %inc70, %nnp
  br i1 %exitcond261.not, label %cond.end, label %land.rhs, !llvm.loop !109

while.end:                                        ; preds = %land.rhs
  %arrayidx73 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom67
  %15 = load i32, ptr %arrayidx73, align 4, !tbaa !20
  br label %cond.end

cond.end:                                         ; preds = %while.body, %while.cond.preheader, %while.end
  %x.0247 = phi i32 [ %x.0251, %while.end ], [ 0, %while.cond.preheader ], [ %nnp, %while.body ]
  %cond = phi i32 [ %15, %while.end ], [ -1, %while.cond.preheader ], [ -1, %while.body ]
  %arrayidx75 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %16 = load i32, ptr %arrayidx75, align 4, !tbaa !20
  %cmp76.not = icmp eq i32 %cond, %16
  br i1 %cmp76.not, label %if.end84, label %if.then77

if.then77:                                        ; preds = %cond.end
  %arrayidx79 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx79, align 4, !tbaa !20
  br label %cleanup137

if.end84:                                         ; preds = %cond.end, %cleanup
  %x.1 = phi i32 [ 0, %cleanup ], [ %x.0247, %cond.end ]
  %scale.1 = phi i64 [ %scale.0, %cleanup ], [ %cond.i.i, %cond.end ]
  %k29.1 = phi i32 [ %k29.0, %cleanup ], [ %4, %cond.end ]
  %cmp86256 = icmp ult i32 %x.1, %nnp
  br i1 %cmp86256, label %for.body87.lr.ph, label %cleanup137

for.body87.lr.ph:                                 ; preds = %if.end84
  %conv.i231 = and i64 %scale.1, 4294967295
  %arrayidx112 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  br label %for.body87

for.body87:                                       ; preds = %for.body87.lr.ph, %for.inc126
  %k29.2258 = phi i32 [ %k29.1, %for.body87.lr.ph ], [ %k29.4, %for.inc126 ]
  %x.2257 = phi i32 [ %x.1, %for.body87.lr.ph ], [ %inc127, %for.inc126 ]
  %idxprom88 = zext i32 %x.2257 to i64
  %arrayidx89 = getelementptr inbounds i32, ptr %add.ptr, i64 %idxprom88
  %17 = load i32, ptr %arrayidx89, align 4, !tbaa !20
  %cmp90 = icmp eq i32 %17, 0
  br i1 %cmp90, label %cleanup123, label %if.end92

if.end92:                                         ; preds = %for.body87
  %arrayidx94 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom88
  %18 = load i32, ptr %arrayidx94, align 4, !tbaa !20
  %cmp96252 = icmp ult i32 %k29.2258, %5
  br i1 %cmp96252, label %land.rhs97, label %while.end104

land.rhs97:                                       ; preds = %if.end92, %while.body102
  %k29.3253 = phi i32 [ %inc103, %while.body102 ], [ %k29.2258, %if.end92 ]
  %idxprom98 = zext i32 %k29.3253 to i64
  %arrayidx99 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom98
  %19 = load i32, ptr %arrayidx99, align 4, !tbaa !20
  %cmp100 = icmp ult i32 %19, %18
  br i1 %cmp100, label %while.body102, label %while.end104

while.body102:                                    ; preds = %land.rhs97
  %inc103 = add i32 %k29.3253, 1
  %exitcond262.not = icmp eq i32 %inc103, %5
  br i1 %exitcond262.not, label %while.end104, label %land.rhs97, !llvm.loop !110

while.end104:                                     ; preds = %land.rhs97, %while.body102, %if.end92
  %k29.3.lcssa = phi i32 [ %k29.2258, %if.end92 ], [ %k29.3253, %land.rhs97 ], [ %5, %while.body102 ]
  %cmp105 = icmp eq i32 %k29.3.lcssa, %5
  br i1 %cmp105, label %if.then110, label %lor.lhs.false106

lor.lhs.false106:                                 ; preds = %while.end104
  %idxprom107 = zext i32 %k29.3.lcssa to i64
  %arrayidx108 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom107
  %20 = load i32, ptr %arrayidx108, align 4, !tbaa !20
  %cmp109.not = icmp eq i32 %20, %18
  br i1 %cmp109.not, label %if.end113, label %if.then110

if.then110:                                       ; preds = %lor.lhs.false106, %while.end104
  store i32 1, ptr %arrayidx112, align 4, !tbaa !20
  br label %cleanup123

if.end113:                                        ; preds = %lor.lhs.false106
  %conv1.i232 = zext i32 %17 to i64
  %mul.i233 = mul nuw i64 %conv.i231, %conv1.i232
  %conv.i.i234 = trunc i64 %mul.i233 to i32
  %mul.i.i235 = mul i32 %q.sroa.7.0.copyload, %conv.i.i234
  %conv1.i.i236 = zext i32 %mul.i.i235 to i64
  %mul3.i.i238 = mul nuw i64 %conv1.i.i236, %conv2.i.i
  %add.i.i239 = add i64 %mul3.i.i238, %mul.i233
  %shr.i.i240 = lshr i64 %add.i.i239, 32
  %cmp.not.i.i241 = icmp ult i64 %shr.i.i240, %conv2.i.i
  %sub.i.i242 = select i1 %cmp.not.i.i241, i64 0, i64 %conv2.i.i
  %cond.i.i243 = sub nsw i64 %shr.i.i240, %sub.i.i242
  %conv8.i.i244 = trunc i64 %cond.i.i243 to i32
  %sub115 = sub i32 %k29.3.lcssa, %4
  %conv116 = zext i32 %sub115 to i64
  %mul118 = mul nuw i64 %conv116, %conv19
  %add120 = add i64 %mul118, %idxprom
  %arrayidx121 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add120
  store i32 %conv8.i.i244, ptr %arrayidx121, align 4, !tbaa !20
  br label %cleanup123

cleanup123:                                       ; preds = %if.then110, %if.end113, %for.body87
  %k29.4 = phi i32 [ %k29.2258, %for.body87 ], [ %k29.3.lcssa, %if.end113 ], [ %k29.3.lcssa, %if.then110 ]
  %cleanup.dest.slot.3 = phi i32 [ 9, %for.body87 ], [ 0, %if.end113 ], [ 1, %if.then110 ]
  switch i32 %cleanup.dest.slot.3, label %cleanup137 [
    i32 0, label %for.inc126
    i32 9, label %for.inc126
  ]

for.inc126:                                       ; preds = %cleanup123, %cleanup123
  %inc127 = add nuw i32 %x.2257, 1
  %exitcond263.not = icmp eq i32 %inc127, %nnp
  br i1 %exitcond263.not, label %cleanup137, label %for.body87, !llvm.loop !111

cleanup137:                                       ; preds = %for.inc126, %cleanup123, %if.end84, %cleanup, %if.then77, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @gb_planted_race(ptr nocapture noundef writeonly %out) local_unnamed_addr #2 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_planted_raceE4slot to ptr), i64 %idxprom
  store volatile i32 %0, ptr %arrayidx, align 4, !tbaa !20
  %add = add i32 %0, 32
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %rem = urem i32 %add, %1
  %idxprom2 = zext i32 %rem to i64
  %arrayidx3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_planted_raceE4slot to ptr), i64 %idxprom2
  %2 = load volatile i32, ptr %arrayidx3, align 4, !tbaa !20
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %2, ptr %arrayidx5, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: convergent inaccessiblememonly nocallback nounwind
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #1 = { argmemonly mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #2 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent inaccessiblememonly nocallback nounwind }
attributes #6 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14}
!llvm.module.flags = !{!15, !16, !17}

!0 = !{ptr @gb_rref_block_barrett, !"kernel", i32 1}
!1 = !{ptr @gb_rref_block_montgomery, !"kernel", i32 1}
!2 = !{ptr @gb_pivot_step_barrett, !"kernel", i32 1}
!3 = !{ptr @gb_pivot_step_montgomery, !"kernel", i32 1}
!4 = !{ptr @gb_eliminate_step_barrett, !"kernel", i32 1}
!5 = !{ptr @gb_eliminate_step_montgomery, !"kernel", i32 1}
!6 = !{ptr @gb_panel_factor_barrett, !"kernel", i32 1}
!7 = !{ptr @gb_panel_factor_montgomery, !"kernel", i32 1}
!8 = !{ptr @gb_panel_w, !"kernel", i32 1}
!9 = !{ptr @gb_panel_update, !"kernel", i32 1}
!10 = !{ptr @gb_panel_gather, !"kernel", i32 1}
!11 = !{ptr @gb_replay_reduce, !"kernel", i32 1}
!12 = !{ptr @gb_replay_echelon, !"kernel", i32 1}
!13 = !{ptr @gb_replay_gather, !"kernel", i32 1}
!14 = !{ptr @gb_planted_race, !"kernel", i32 1}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!17 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{i64 0, i64 4, !20, i64 4, i64 4, !20, i64 8, i64 4, !20, i64 12, i64 4, !20, i64 16, i64 8, !24}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C++ TBAA"}
!24 = !{!25, !25, i64 0}
!25 = !{!"long long", !22, i64 0}
!26 = !{i64 0, i64 4, !20, i64 4, i64 4, !20, i64 8, i64 4, !20, i64 12, i64 8, !24}
!27 = !{i64 0, i64 8, !24}
!28 = !{i64 0, i64 4, !20, i64 4, i64 4, !20, i64 8, i64 8, !24}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.mustprogress"}
!31 = distinct !{!31, !30}
!32 = distinct !{!32, !30}
!33 = distinct !{!33, !30}
!34 = distinct !{!34, !30}
!35 = distinct !{!35, !30}
!36 = distinct !{!36, !30}
!37 = distinct !{!37, !30}
!38 = distinct !{!38, !30}
!39 = distinct !{!39, !30}
!40 = distinct !{!40, !30}
!41 = !{!42, !21, i64 0}
!42 = !{!"_ZTS9StepState", !21, i64 0, !21, i64 4}
!43 = !{!42, !21, i64 4}
!44 = distinct !{!44, !30}
!45 = distinct !{!45, !30}
!46 = distinct !{!46, !30}
!47 = distinct !{!47, !30}
!48 = !{!49, !21, i64 0}
!49 = !{!"_ZTS10PanelState", !21, i64 0, !21, i64 4, !22, i64 8, !22, i64 72, !22, i64 136}
!50 = distinct !{!50, !51}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = distinct !{!52, !30}
!53 = distinct !{!53, !30}
!54 = distinct !{!54, !30}
!55 = distinct !{!55, !51}
!56 = distinct !{!56, !30}
!57 = distinct !{!57, !51}
!58 = distinct !{!58, !30}
!59 = distinct !{!59, !30}
!60 = distinct !{!60, !30}
!61 = distinct !{!61, !30}
!62 = distinct !{!62, !30}
!63 = distinct !{!63, !30}
!64 = distinct !{!64, !30}
!65 = distinct !{!65, !30}
!66 = distinct !{!66, !51}
!67 = distinct !{!67, !30}
!68 = !{!49, !21, i64 4}
!69 = distinct !{!69, !51}
!70 = distinct !{!70, !30}
!71 = distinct !{!71, !30}
!72 = distinct !{!72, !51}
!73 = distinct !{!73, !30}
!74 = distinct !{!74, !51}
!75 = distinct !{!75, !30}
!76 = distinct !{!76, !30}
!77 = distinct !{!77, !30}
!78 = distinct !{!78, !30}
!79 = distinct !{!79, !30}
!80 = distinct !{!80, !30}
!81 = distinct !{!81, !30}
!82 = distinct !{!82, !30}
!83 = distinct !{!83, !51}
!84 = distinct !{!84, !30}
!85 = distinct !{!85, !30}
!86 = distinct !{!86, !30}
!87 = distinct !{!87, !30}
!88 = distinct !{!88, !30}
!89 = distinct !{!89, !30, !90}
!90 = !{!"llvm.loop.unroll.count", i32 1}
!91 = distinct !{!91, !30}
!92 = distinct !{!92, !51}
!93 = distinct !{!93, !30}
!94 = distinct !{!94, !51}
!95 = distinct !{!95, !51}
!96 = distinct !{!96, !30}
!97 = distinct !{!97, !30}
!98 = distinct !{!98, !30}
!99 = distinct !{!99, !30}
!100 = distinct !{!100, !30}
!101 = distinct !{!101, !30}
!102 = distinct !{!102, !30}
!103 = distinct !{!103, !30}
!104 = distinct !{!104, !30}
!105 = distinct !{!105, !30}
!106 = distinct !{!106, !30}
!107 = distinct !{!107, !51}
!108 = distinct !{!108, !30}
!109 = distinct !{!109, !30}
!110 = distinct !{!110, !30}
!111 = distinct !{!111, !30}
