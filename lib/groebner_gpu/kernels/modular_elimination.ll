; ModuleID = 'modular_elimination.cu'
source_filename = "modular_elimination.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GbPrime = type { i32, i32, i32, i32, i64 }
%struct.StepState = type { i32, i32 }
%struct.PanelState = type { i32, i32, [16 x i32], [16 x i32], [16 x i32], i32, [256 x i32] }

@_ZZ15gb_panel_factorE7scratch = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15gb_panel_factorE5basis = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4
@_ZZ15gb_panel_factorE4bquo = internal unnamed_addr addrspace(3) global [16 x [16 x i32]] undef, align 4
@_ZZ15gb_panel_factorE4bcol = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ15gb_panel_factorE4brow = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ15gb_panel_factorE3aug = internal unnamed_addr addrspace(3) global [16 x [32 x i32]] undef, align 4
@_ZZ15gb_panel_factorE4prow = internal unnamed_addr addrspace(3) global [2 x [32 x i32]] undef, align 4
@_ZZ10gb_panel_wE4kinv = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4
@_ZZ15gb_panel_updateE2cs = internal unnamed_addr addrspace(3) global [64 x [16 x i32]] undef, align 4
@_ZZ15gb_panel_updateE2ws = internal unnamed_addr addrspace(3) global [16 x [64 x i32]] undef, align 4
@_ZZ15gb_panel_updateE3own = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@_ZZ19gb_panel_update_mmaE4tile = internal addrspace(3) global [64 x [72 x i32]] undef, align 32
@_ZZ19gb_panel_update_mmaE2cl = internal addrspace(3) global [4 x [64 x [16 x i8]]] undef, align 32
@_ZZ19gb_panel_update_mmaE2wl = internal addrspace(3) global [4 x [64 x [16 x i8]]] undef, align 32
@_ZZ19gb_panel_update_mmaE3own = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@_ZZ17gb_replay_echelonE7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZ17gb_replay_echelonE8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch = internal unnamed_addr addrspace(3) global [1024 x i32] undef, align 4
@_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_rref_block_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef writeonly %rank) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !23
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !30
  %q.sroa.9131.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.9131.0.copyload.i = load i64, ptr %q.sroa.9131.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !31
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
  %q.sroa.8.0.copyload.i = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !32
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !24
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !33

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !24
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !24
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !24
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !24
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !35

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !24
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
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !24
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !24
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !24
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !24
  %add12.i121.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !36

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0138.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !24
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !37

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !24
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0138.i, %1
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !24
  %conv.i63.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !24
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
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !24
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !38

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
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !24
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
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !24
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !24
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
  store i32 %cond.i5.i.i, ptr %arrayidx32.i, align 4, !tbaa !24
  %add38.i = add i32 %j.0133.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !39

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !24
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0135.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !40

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0138.i, ptr %arrayidx56.i, align 4, !tbaa !24
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
  br i1 %17, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !41

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !24
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !23
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !30
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
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !32
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !24
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !33

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !24
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !24
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !24
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !24
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !35

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !24
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
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !24
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !24
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !24
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !24
  %add12.i121.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !36

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0163.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !24
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !37

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !24
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0163.i, %1
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !24
  %conv.i63.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !24
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
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !24
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !38

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
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !24
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
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !24
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !24
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
  store i32 %cond.i.i155.i, ptr %arrayidx32.i, align 4, !tbaa !24
  %add38.i = add i32 %j.0158.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !42

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !24
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0160.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !43

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0163.i, ptr %arrayidx56.i, align 4, !tbaa !24
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
  br i1 %16, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !44

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !24
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !23
  %q.sroa.5.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.5.0.copyload.i = load i32, ptr %q.sroa.5.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !30
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !32
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !45
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !24
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !33

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !24
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !24
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !24
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !24
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !35

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !24
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
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !47
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
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !24
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !24
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !24
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !24
  %add12.i95.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !36

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !24
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !37

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !24
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !24
  %conv.i63.i.i = zext i32 %11 to i64
  %conv2.i.i69.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !24
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
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !24
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !38

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
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !24
  br label %cond.end25.i

cond.end25.i:                                     ; preds = %cond.false19.i, %for.body.i
  %cond26.i = phi i32 [ %13, %cond.false19.i ], [ 0, %for.body.i ]
  %arrayidx28.i = getelementptr inbounds i32, ptr %add.ptr15.i, i64 %.pre.i
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !24
  %add29.i = add i32 %i.098.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !48

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !24
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !47
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !45
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !23
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !30
  %q.sroa.9.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.9.0.copyload.i = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !32
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !45
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !24
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !33

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !24
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !24
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !24
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !24
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !35

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !24
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
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !47
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
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !24
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !24
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !24
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !24
  %add12.i95.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !36

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !24
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !37

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !24
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !24
  %conv.i63.i.i = zext i32 %11 to i64
  %conv2.i.i69.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !24
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
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !24
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !38

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
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !24
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
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !24
  %add29.i = add i32 %i.0114.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !49

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !24
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !47
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !45
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
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !47
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !23
  %q.sroa.463.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 16
  %q.sroa.463.0.copyload.i = load i64, ptr %q.sroa.463.0.arrayidx9.sroa_idx.i, align 8, !tbaa.struct !31
  %conv12.i = zext i32 %n to i64
  %mul13.i = mul nuw i64 %conv12.i, %idxprom.i
  %add.ptr14.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul13.i
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul21.i = mul i32 %5, %rows_per_block
  %add22.i = add i32 %mul21.i, %rows_per_block
  %6 = tail call i32 @llvm.umin.i32(i32 %add22.i, i32 %n)
  %cmp2564.i = icmp ugt i32 %6, %mul21.i
  br i1 %cmp2564.i, label %for.body.lr.ph.i, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

for.body.lr.ph.i:                                 ; preds = %if.end7.i
  %conv17.i = zext i32 %add4.i to i64
  %mul10.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul10.i
  %conv15.i = zext i32 %1 to i64
  %mul16.i = mul i64 %conv15.i, %ld
  %add18.i = add i64 %mul16.i, %conv17.i
  %arrayidx19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add18.i
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !24
  %conv1.i.i.i = zext i32 %7 to i64
  %conv2.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %add.ptr3366.i = getelementptr i32, ptr %add.ptr.i, i64 %conv17.i
  %8 = sub i32 %6, %mul21.i
  %.neg = add i32 %mul21.i, 1
  %xtraiter = and i32 %8, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.i.prol.loopexit, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %for.body.lr.ph.i
  %idxprom26.i.prol = zext i32 %mul21.i to i64
  %arrayidx27.i.prol = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.prol
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !24
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3366.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !24
  %conv.i.i.i.prol = zext i32 %9 to i64
  %mul.i.i.i.prol = mul nuw i64 %conv.i.i.i.prol, %conv1.i.i.i
  %11 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i.prol, i64 %q.sroa.463.0.copyload.i)
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
  store i32 %cond.i5.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !24
  br label %cleanup.i.prol

cleanup.i.prol:                                   ; preds = %if.end30.i.prol, %for.body.i.prol
  %inc.i.prol = add nuw i32 %mul21.i, 1
  br label %for.body.i.prol.loopexit

for.body.i.prol.loopexit:                         ; preds = %cleanup.i.prol, %for.body.lr.ph.i
  %i.065.i.unr = phi i32 [ %mul21.i, %for.body.lr.ph.i ], [ %inc.i.prol, %cleanup.i.prol ]
  %12 = icmp eq i32 %6, %.neg
  br i1 %12, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.prol.loopexit, %cleanup.i.1
  %i.065.i = phi i32 [ %inc.i.1, %cleanup.i.1 ], [ %i.065.i.unr, %for.body.i.prol.loopexit ]
  %idxprom26.i = zext i32 %i.065.i to i64
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i
  %13 = load i32, ptr %arrayidx27.i, align 4, !tbaa !24
  %cmp28.i = icmp eq i32 %13, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3366.i, i64 %mul32.i
  %14 = load i32, ptr %add.ptr34.i, align 4, !tbaa !24
  %conv.i.i.i = zext i32 %13 to i64
  %mul.i.i.i = mul nuw i64 %conv.i.i.i, %conv1.i.i.i
  %15 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i, i64 %q.sroa.463.0.copyload.i)
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
  store i32 %cond.i5.i.i, ptr %add.ptr34.i, align 4, !tbaa !24
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.065.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %16 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !24
  %cmp28.i.1 = icmp eq i32 %16, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3366.i, i64 %mul32.i.1
  %17 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !24
  %conv.i.i.i.1 = zext i32 %16 to i64
  %mul.i.i.i.1 = mul nuw i64 %conv.i.i.i.1, %conv1.i.i.i
  %18 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %mul.i.i.i.1, i64 %q.sroa.463.0.copyload.i)
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
  store i32 %cond.i5.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !24
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.065.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !50

_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_eliminate_step_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %state, ptr nocapture noundef readonly %colbuf, i32 noundef %c, i32 noundef %rows_per_block) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom.i = zext i32 %0 to i64
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !47
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !23
  %q.sroa.4.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 4
  %q.sroa.4.0.copyload.i = load i32, ptr %q.sroa.4.0.arrayidx9.sroa_idx.i, align 4, !tbaa.struct !30
  %conv12.i = zext i32 %n to i64
  %mul13.i = mul nuw i64 %conv12.i, %idxprom.i
  %add.ptr14.i = getelementptr inbounds i32, ptr %colbuf, i64 %mul13.i
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul21.i = mul i32 %5, %rows_per_block
  %add22.i = add i32 %mul21.i, %rows_per_block
  %6 = tail call i32 @llvm.umin.i32(i32 %add22.i, i32 %n)
  %cmp2563.i = icmp ugt i32 %6, %mul21.i
  br i1 %cmp2563.i, label %for.body.lr.ph.i, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit

for.body.lr.ph.i:                                 ; preds = %if.end7.i
  %conv17.i = zext i32 %add4.i to i64
  %mul10.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul10.i
  %conv15.i = zext i32 %1 to i64
  %mul16.i = mul i64 %conv15.i, %ld
  %add18.i = add i64 %mul16.i, %conv17.i
  %arrayidx19.i = getelementptr inbounds i32, ptr %add.ptr.i, i64 %add18.i
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !24
  %conv1.i.i.i = zext i32 %7 to i64
  %conv2.i.i.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  %add.ptr3365.i = getelementptr i32, ptr %add.ptr.i, i64 %conv17.i
  %8 = sub i32 %6, %mul21.i
  %.neg = add i32 %mul21.i, 1
  %xtraiter = and i32 %8, 1
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.body.i.prol.loopexit, label %for.body.i.prol

for.body.i.prol:                                  ; preds = %for.body.lr.ph.i
  %idxprom26.i.prol = zext i32 %mul21.i to i64
  %arrayidx27.i.prol = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.prol
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !24
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3365.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !24
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
  store i32 %cond.i.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !24
  br label %cleanup.i.prol

cleanup.i.prol:                                   ; preds = %if.end30.i.prol, %for.body.i.prol
  %inc.i.prol = add nuw i32 %mul21.i, 1
  br label %for.body.i.prol.loopexit

for.body.i.prol.loopexit:                         ; preds = %cleanup.i.prol, %for.body.lr.ph.i
  %i.064.i.unr = phi i32 [ %mul21.i, %for.body.lr.ph.i ], [ %inc.i.prol, %cleanup.i.prol ]
  %11 = icmp eq i32 %6, %.neg
  br i1 %11, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.prol.loopexit, %cleanup.i.1
  %i.064.i = phi i32 [ %inc.i.1, %cleanup.i.1 ], [ %i.064.i.unr, %for.body.i.prol.loopexit ]
  %idxprom26.i = zext i32 %i.064.i to i64
  %arrayidx27.i = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i
  %12 = load i32, ptr %arrayidx27.i, align 4, !tbaa !24
  %cmp28.i = icmp eq i32 %12, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3365.i, i64 %mul32.i
  %13 = load i32, ptr %add.ptr34.i, align 4, !tbaa !24
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
  store i32 %cond.i.i.i, ptr %add.ptr34.i, align 4, !tbaa !24
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.064.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %14 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !24
  %cmp28.i.1 = icmp eq i32 %14, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3365.i, i64 %mul32.i.1
  %15 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !24
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
  store i32 %cond.i.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !24
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.064.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !51

_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_factor(ptr nocapture noundef readonly %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %rowpiv, ptr nocapture noundef writeonly %pivrows, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef readonly %prev_states, ptr nocapture noundef writeonly %states, i32 noundef %c0, i32 noundef %bw) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !23
  %q.sroa.15.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.15.0.copyload = load i32, ptr %q.sroa.15.0.arrayidx.sroa_idx, align 4, !tbaa.struct !30
  %q.sroa.20.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.20.0.copyload = load i32, ptr %q.sroa.20.0.arrayidx.sroa_idx, align 8, !tbaa.struct !32
  %q.sroa.231372.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %q.sroa.231372.0.copyload = load i64, ptr %q.sroa.231372.0.arrayidx.sroa_idx, align 8, !tbaa.struct !31
  %mul = mul i64 %idxprom, %stride
  %add.ptr = getelementptr inbounds i32, ptr %mats, i64 %mul
  %conv2 = zext i32 %n to i64
  %mul3 = mul nuw i64 %conv2, %idxprom
  %add.ptr4 = getelementptr inbounds i32, ptr %rowpiv, i64 %mul3
  %add.ptr5 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx9 = getelementptr inbounds %struct.PanelState, ptr %prev_states, i64 %idxprom
  %3 = load i32, ptr %arrayidx9, align 4, !tbaa !52
  %first_free = getelementptr inbounds %struct.PanelState, ptr %prev_states, i64 %idxprom, i32 5
  %4 = load i32, ptr %first_free, align 4, !tbaa !54
  %cmp1417 = icmp ult i32 %4, %n
  %cmp121418 = icmp ne i32 %bw, 0
  %5 = and i1 %cmp1417, %cmp121418
  br i1 %5, label %for.body.lr.ph, label %entry.for.end180_crit_edge

entry.for.end180_crit_edge:                       ; preds = %entry
  %.pre1523 = lshr i32 %2, 5
  %.pre1524 = and i32 %1, 31
  br label %for.end180

for.body.lr.ph:                                   ; preds = %entry
  %conv25 = zext i32 %c0 to i64
  %shr.i = lshr i32 %2, 5
  %and.i = and i32 %1, 31
  %cmp.i = icmp eq i32 %and.i, 0
  %shr2.i = lshr i32 %1, 5
  %idxprom.i = zext i32 %shr2.i to i64
  %arrayidx.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom.i
  %cmp31.not.i = icmp ult i32 %2, 32
  %umax.i = tail call i32 @llvm.umax.i32(i32 %shr.i, i32 1)
  %conv1.i = zext i32 %q.sroa.0.0.copyload to i64
  %idxprom120 = zext i32 %1 to i64
  %cmp22.1 = icmp ugt i32 %bw, 1
  %cmp22.2 = icmp ugt i32 %bw, 2
  %cmp22.3 = icmp ugt i32 %bw, 3
  %cmp22.4 = icmp ugt i32 %bw, 4
  %cmp22.5 = icmp ugt i32 %bw, 5
  %cmp22.6 = icmp ugt i32 %bw, 6
  %cmp22.7 = icmp ugt i32 %bw, 7
  %cmp22.8 = icmp ugt i32 %bw, 8
  %cmp22.9 = icmp ugt i32 %bw, 9
  %cmp22.10 = icmp ugt i32 %bw, 10
  %cmp22.11 = icmp ugt i32 %bw, 11
  %cmp22.12 = icmp ugt i32 %bw, 12
  %cmp22.13 = icmp ugt i32 %bw, 13
  %cmp22.14 = icmp ugt i32 %bw, 14
  %cmp22.15 = icmp ugt i32 %bw, 15
  %arrayidx123 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 0
  %arrayidx123.1 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 1
  %arrayidx123.2 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 2
  %arrayidx123.3 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 3
  %arrayidx123.4 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 4
  %arrayidx123.5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 5
  %arrayidx123.6 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 6
  %arrayidx123.7 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 7
  %arrayidx123.8 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 8
  %arrayidx123.9 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 9
  %arrayidx123.10 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 10
  %arrayidx123.11 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 11
  %arrayidx123.12 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 12
  %arrayidx123.13 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 13
  %arrayidx123.14 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 14
  %arrayidx123.15 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom120, i64 15
  %arrayidx155 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 0
  %arrayidx155.1 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 1
  %arrayidx155.2 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 2
  %arrayidx155.3 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 3
  %arrayidx155.4 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 4
  %arrayidx155.5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 5
  %arrayidx155.6 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 6
  %arrayidx155.7 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 7
  %arrayidx155.8 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 8
  %arrayidx155.9 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 9
  %arrayidx155.10 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 10
  %arrayidx155.11 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 11
  %arrayidx155.12 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 12
  %arrayidx155.13 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 13
  %arrayidx155.14 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 14
  %arrayidx155.15 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom120, i64 15
  %6 = add nsw i32 %umax.i, -1
  %xtraiter = and i32 %umax.i, 7
  %7 = icmp ult i32 %6, 7
  %unroll_iter = and i32 %umax.i, 134217720
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %while.end
  %count.01421 = phi i32 [ 0, %for.body.lr.ph ], [ %count.3, %while.end ]
  %base.01420 = phi i32 [ %4, %for.body.lr.ph ], [ %add179, %while.end ]
  %free_row.01419 = phi i32 [ -1, %for.body.lr.ph ], [ %free_row.1, %while.end ]
  %add = add i32 %base.01420, %1
  %cmp13 = icmp ult i32 %add, %n
  %idxprom15 = zext i32 %add to i64
  br i1 %cmp13, label %land.rhs14, label %land.end18

land.rhs14:                                       ; preds = %for.body
  %arrayidx16 = getelementptr inbounds i32, ptr %add.ptr4, i64 %idxprom15
  %8 = load i32, ptr %arrayidx16, align 4, !tbaa !24
  %cmp17 = icmp eq i32 %8, -1
  br label %land.end18

land.end18:                                       ; preds = %for.body, %land.rhs14
  %9 = phi i1 [ %cmp17, %land.rhs14 ], [ false, %for.body ]
  %mul24 = mul i64 %idxprom15, %ld
  %add26 = add i64 %mul24, %conv25
  br i1 %9, label %cond.true, label %cond.end

cond.true:                                        ; preds = %land.end18
  %arrayidx29 = getelementptr inbounds i32, ptr %add.ptr, i64 %add26
  %10 = load i32, ptr %arrayidx29, align 4, !tbaa !24
  br label %cond.end

cond.end:                                         ; preds = %land.end18, %cond.true
  %cond = phi i32 [ %10, %cond.true ], [ 0, %land.end18 ]
  %or.cond.1 = and i1 %9, %cmp22.1
  br i1 %or.cond.1, label %cond.true.1, label %cond.end.1

cond.true.1:                                      ; preds = %cond.end
  %add28.1 = add i64 %add26, 1
  %arrayidx29.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.1
  %11 = load i32, ptr %arrayidx29.1, align 4, !tbaa !24
  br label %cond.end.1

cond.end.1:                                       ; preds = %cond.true.1, %cond.end
  %cond.1 = phi i32 [ %11, %cond.true.1 ], [ 0, %cond.end ]
  %or.cond.2 = and i1 %9, %cmp22.2
  br i1 %or.cond.2, label %cond.true.2, label %cond.end.2

cond.true.2:                                      ; preds = %cond.end.1
  %add28.2 = add i64 %add26, 2
  %arrayidx29.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.2
  %12 = load i32, ptr %arrayidx29.2, align 4, !tbaa !24
  br label %cond.end.2

cond.end.2:                                       ; preds = %cond.true.2, %cond.end.1
  %cond.2 = phi i32 [ %12, %cond.true.2 ], [ 0, %cond.end.1 ]
  %or.cond.3 = and i1 %9, %cmp22.3
  br i1 %or.cond.3, label %cond.true.3, label %cond.end.3

cond.true.3:                                      ; preds = %cond.end.2
  %add28.3 = add i64 %add26, 3
  %arrayidx29.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.3
  %13 = load i32, ptr %arrayidx29.3, align 4, !tbaa !24
  br label %cond.end.3

cond.end.3:                                       ; preds = %cond.true.3, %cond.end.2
  %cond.3 = phi i32 [ %13, %cond.true.3 ], [ 0, %cond.end.2 ]
  %or.cond.4 = and i1 %9, %cmp22.4
  br i1 %or.cond.4, label %cond.true.4, label %cond.end.4

cond.true.4:                                      ; preds = %cond.end.3
  %add28.4 = add i64 %add26, 4
  %arrayidx29.4 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.4
  %14 = load i32, ptr %arrayidx29.4, align 4, !tbaa !24
  br label %cond.end.4

cond.end.4:                                       ; preds = %cond.true.4, %cond.end.3
  %cond.4 = phi i32 [ %14, %cond.true.4 ], [ 0, %cond.end.3 ]
  %or.cond.5 = and i1 %9, %cmp22.5
  br i1 %or.cond.5, label %cond.true.5, label %cond.end.5

cond.true.5:                                      ; preds = %cond.end.4
  %add28.5 = add i64 %add26, 5
  %arrayidx29.5 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.5
  %15 = load i32, ptr %arrayidx29.5, align 4, !tbaa !24
  br label %cond.end.5

cond.end.5:                                       ; preds = %cond.true.5, %cond.end.4
  %cond.5 = phi i32 [ %15, %cond.true.5 ], [ 0, %cond.end.4 ]
  %or.cond.6 = and i1 %9, %cmp22.6
  br i1 %or.cond.6, label %cond.true.6, label %cond.end.6

cond.true.6:                                      ; preds = %cond.end.5
  %add28.6 = add i64 %add26, 6
  %arrayidx29.6 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.6
  %16 = load i32, ptr %arrayidx29.6, align 4, !tbaa !24
  br label %cond.end.6

cond.end.6:                                       ; preds = %cond.true.6, %cond.end.5
  %cond.6 = phi i32 [ %16, %cond.true.6 ], [ 0, %cond.end.5 ]
  %or.cond.7 = and i1 %9, %cmp22.7
  br i1 %or.cond.7, label %cond.true.7, label %cond.end.7

cond.true.7:                                      ; preds = %cond.end.6
  %add28.7 = add i64 %add26, 7
  %arrayidx29.7 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.7
  %17 = load i32, ptr %arrayidx29.7, align 4, !tbaa !24
  br label %cond.end.7

cond.end.7:                                       ; preds = %cond.true.7, %cond.end.6
  %cond.7 = phi i32 [ %17, %cond.true.7 ], [ 0, %cond.end.6 ]
  %or.cond.8 = and i1 %9, %cmp22.8
  br i1 %or.cond.8, label %cond.true.8, label %cond.end.8

cond.true.8:                                      ; preds = %cond.end.7
  %add28.8 = add i64 %add26, 8
  %arrayidx29.8 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.8
  %18 = load i32, ptr %arrayidx29.8, align 4, !tbaa !24
  br label %cond.end.8

cond.end.8:                                       ; preds = %cond.true.8, %cond.end.7
  %cond.8 = phi i32 [ %18, %cond.true.8 ], [ 0, %cond.end.7 ]
  %or.cond.9 = and i1 %9, %cmp22.9
  br i1 %or.cond.9, label %cond.true.9, label %cond.end.9

cond.true.9:                                      ; preds = %cond.end.8
  %add28.9 = add i64 %add26, 9
  %arrayidx29.9 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.9
  %19 = load i32, ptr %arrayidx29.9, align 4, !tbaa !24
  br label %cond.end.9

cond.end.9:                                       ; preds = %cond.true.9, %cond.end.8
  %cond.9 = phi i32 [ %19, %cond.true.9 ], [ 0, %cond.end.8 ]
  %or.cond.10 = and i1 %9, %cmp22.10
  br i1 %or.cond.10, label %cond.true.10, label %cond.end.10

cond.true.10:                                     ; preds = %cond.end.9
  %add28.10 = add i64 %add26, 10
  %arrayidx29.10 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.10
  %20 = load i32, ptr %arrayidx29.10, align 4, !tbaa !24
  br label %cond.end.10

cond.end.10:                                      ; preds = %cond.true.10, %cond.end.9
  %cond.10 = phi i32 [ %20, %cond.true.10 ], [ 0, %cond.end.9 ]
  %or.cond.11 = and i1 %9, %cmp22.11
  br i1 %or.cond.11, label %cond.true.11, label %cond.end.11

cond.true.11:                                     ; preds = %cond.end.10
  %add28.11 = add i64 %add26, 11
  %arrayidx29.11 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.11
  %21 = load i32, ptr %arrayidx29.11, align 4, !tbaa !24
  br label %cond.end.11

cond.end.11:                                      ; preds = %cond.true.11, %cond.end.10
  %cond.11 = phi i32 [ %21, %cond.true.11 ], [ 0, %cond.end.10 ]
  %or.cond.12 = and i1 %9, %cmp22.12
  br i1 %or.cond.12, label %cond.true.12, label %cond.end.12

cond.true.12:                                     ; preds = %cond.end.11
  %add28.12 = add i64 %add26, 12
  %arrayidx29.12 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.12
  %22 = load i32, ptr %arrayidx29.12, align 4, !tbaa !24
  br label %cond.end.12

cond.end.12:                                      ; preds = %cond.true.12, %cond.end.11
  %cond.12 = phi i32 [ %22, %cond.true.12 ], [ 0, %cond.end.11 ]
  %or.cond.13 = and i1 %9, %cmp22.13
  br i1 %or.cond.13, label %cond.true.13, label %cond.end.13

cond.true.13:                                     ; preds = %cond.end.12
  %add28.13 = add i64 %add26, 13
  %arrayidx29.13 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.13
  %23 = load i32, ptr %arrayidx29.13, align 4, !tbaa !24
  br label %cond.end.13

cond.end.13:                                      ; preds = %cond.true.13, %cond.end.12
  %cond.13 = phi i32 [ %23, %cond.true.13 ], [ 0, %cond.end.12 ]
  %or.cond.14 = and i1 %9, %cmp22.14
  br i1 %or.cond.14, label %cond.true.14, label %cond.end.14

cond.true.14:                                     ; preds = %cond.end.13
  %add28.14 = add i64 %add26, 14
  %arrayidx29.14 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.14
  %24 = load i32, ptr %arrayidx29.14, align 4, !tbaa !24
  br label %cond.end.14

cond.end.14:                                      ; preds = %cond.true.14, %cond.end.13
  %cond.14 = phi i32 [ %24, %cond.true.14 ], [ 0, %cond.end.13 ]
  %or.cond.15 = and i1 %9, %cmp22.15
  br i1 %or.cond.15, label %cond.true.15, label %cond.end.15

cond.true.15:                                     ; preds = %cond.end.14
  %add28.15 = add i64 %add26, 15
  %arrayidx29.15 = getelementptr inbounds i32, ptr %add.ptr, i64 %add28.15
  %25 = load i32, ptr %arrayidx29.15, align 4, !tbaa !24
  br label %cond.end.15

cond.end.15:                                      ; preds = %cond.true.15, %cond.end.14
  %cond.15 = phi i32 [ %25, %cond.true.15 ], [ 0, %cond.end.14 ]
  %cmp331376.not = icmp eq i32 %count.01421, 0
  br i1 %cmp331376.not, label %while.cond.preheader, label %for.body35

for.body35:                                       ; preds = %cond.end.15, %_ZL9reduce_byRA16_jPKjS2_jj.exit
  %x.sroa.137.1 = phi i32 [ %x.sroa.137.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.15, %cond.end.15 ]
  %x.sroa.128.1 = phi i32 [ %x.sroa.128.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.14, %cond.end.15 ]
  %x.sroa.119.1 = phi i32 [ %x.sroa.119.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.13, %cond.end.15 ]
  %x.sroa.110.1 = phi i32 [ %x.sroa.110.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.12, %cond.end.15 ]
  %x.sroa.101.1 = phi i32 [ %x.sroa.101.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.11, %cond.end.15 ]
  %x.sroa.92.1 = phi i32 [ %x.sroa.92.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.10, %cond.end.15 ]
  %x.sroa.83.1 = phi i32 [ %x.sroa.83.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.9, %cond.end.15 ]
  %x.sroa.74.1 = phi i32 [ %x.sroa.74.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.8, %cond.end.15 ]
  %x.sroa.65.1 = phi i32 [ %x.sroa.65.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.7, %cond.end.15 ]
  %x.sroa.56.1 = phi i32 [ %x.sroa.56.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.6, %cond.end.15 ]
  %x.sroa.47.1 = phi i32 [ %x.sroa.47.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.5, %cond.end.15 ]
  %x.sroa.38.1 = phi i32 [ %x.sroa.38.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.4, %cond.end.15 ]
  %x.sroa.29.1 = phi i32 [ %x.sroa.29.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.3, %cond.end.15 ]
  %x.sroa.20.1 = phi i32 [ %x.sroa.20.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.2, %cond.end.15 ]
  %x.sroa.11.1 = phi i32 [ %x.sroa.11.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.1, %cond.end.15 ]
  %x.sroa.0.1 = phi i32 [ %x.sroa.0.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond, %cond.end.15 ]
  %cond.i4.i.15.i1409 = phi i32 [ %cond.i4.i.15.i1408, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.15, %cond.end.15 ]
  %cond.i4.i.14.i1407 = phi i32 [ %cond.i4.i.14.i1406, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.14, %cond.end.15 ]
  %cond.i4.i.13.i1405 = phi i32 [ %cond.i4.i.13.i1404, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.13, %cond.end.15 ]
  %cond.i4.i.12.i1403 = phi i32 [ %cond.i4.i.12.i1402, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.12, %cond.end.15 ]
  %cond.i4.i.11.i1401 = phi i32 [ %cond.i4.i.11.i1400, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.11, %cond.end.15 ]
  %cond.i4.i.10.i1399 = phi i32 [ %cond.i4.i.10.i1398, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.10, %cond.end.15 ]
  %cond.i4.i.9.i1397 = phi i32 [ %cond.i4.i.9.i1396, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.9, %cond.end.15 ]
  %cond.i4.i.8.i1395 = phi i32 [ %cond.i4.i.8.i1394, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.8, %cond.end.15 ]
  %cond.i4.i.7.i1393 = phi i32 [ %cond.i4.i.7.i1392, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.7, %cond.end.15 ]
  %cond.i4.i.6.i1391 = phi i32 [ %cond.i4.i.6.i1390, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.6, %cond.end.15 ]
  %cond.i4.i.5.i1389 = phi i32 [ %cond.i4.i.5.i1388, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.5, %cond.end.15 ]
  %cond.i4.i.4.i1387 = phi i32 [ %cond.i4.i.4.i1386, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.4, %cond.end.15 ]
  %cond.i4.i.3.i1385 = phi i32 [ %cond.i4.i.3.i1384, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.3, %cond.end.15 ]
  %cond.i4.i.2.i1383 = phi i32 [ %cond.i4.i.2.i1382, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.2, %cond.end.15 ]
  %cond.i4.i.1.i1381 = phi i32 [ %cond.i4.i.1.i1380, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond.1, %cond.end.15 ]
  %cond.i4.i.i1379 = phi i32 [ %cond.i4.i.i1378, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ %cond, %cond.end.15 ]
  %b.01377 = phi i32 [ %inc44, %_ZL9reduce_byRA16_jPKjS2_jj.exit ], [ 0, %cond.end.15 ]
  %idxprom36 = zext i32 %b.01377 to i64
  %arrayidx42 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom36
  %26 = load i32, ptr %arrayidx42, align 4, !tbaa !24
  %cmp1.i = icmp eq i32 %26, 0
  %spec.select.i = select i1 %cmp1.i, i32 %cond.i4.i.i1379, i32 0
  %cmp1.1.i = icmp eq i32 %26, 1
  %cond.1.i = select i1 %cmp1.1.i, i32 %cond.i4.i.1.i1381, i32 %spec.select.i
  %cmp1.2.i = icmp eq i32 %26, 2
  %cond.2.i = select i1 %cmp1.2.i, i32 %cond.i4.i.2.i1383, i32 %cond.1.i
  %cmp1.3.i = icmp eq i32 %26, 3
  %cond.3.i = select i1 %cmp1.3.i, i32 %cond.i4.i.3.i1385, i32 %cond.2.i
  %cmp1.4.i = icmp eq i32 %26, 4
  %cond.4.i = select i1 %cmp1.4.i, i32 %cond.i4.i.4.i1387, i32 %cond.3.i
  %cmp1.5.i = icmp eq i32 %26, 5
  %cond.5.i = select i1 %cmp1.5.i, i32 %cond.i4.i.5.i1389, i32 %cond.4.i
  %cmp1.6.i = icmp eq i32 %26, 6
  %cond.6.i = select i1 %cmp1.6.i, i32 %cond.i4.i.6.i1391, i32 %cond.5.i
  %cmp1.7.i = icmp eq i32 %26, 7
  %cond.7.i = select i1 %cmp1.7.i, i32 %cond.i4.i.7.i1393, i32 %cond.6.i
  %cmp1.8.i = icmp eq i32 %26, 8
  %cond.8.i = select i1 %cmp1.8.i, i32 %cond.i4.i.8.i1395, i32 %cond.7.i
  %cmp1.9.i = icmp eq i32 %26, 9
  %cond.9.i = select i1 %cmp1.9.i, i32 %cond.i4.i.9.i1397, i32 %cond.8.i
  %cmp1.10.i = icmp eq i32 %26, 10
  %cond.10.i = select i1 %cmp1.10.i, i32 %cond.i4.i.10.i1399, i32 %cond.9.i
  %cmp1.11.i = icmp eq i32 %26, 11
  %cond.11.i = select i1 %cmp1.11.i, i32 %cond.i4.i.11.i1401, i32 %cond.10.i
  %cmp1.12.i = icmp eq i32 %26, 12
  %cond.12.i = select i1 %cmp1.12.i, i32 %cond.i4.i.12.i1403, i32 %cond.11.i
  %cmp1.13.i = icmp eq i32 %26, 13
  %cond.13.i = select i1 %cmp1.13.i, i32 %cond.i4.i.13.i1405, i32 %cond.12.i
  %cmp1.14.i = icmp eq i32 %26, 14
  %cond.14.i = select i1 %cmp1.14.i, i32 %cond.i4.i.14.i1407, i32 %cond.13.i
  %cmp1.15.i = icmp eq i32 %26, 15
  %cond.15.i = select i1 %cmp1.15.i, i32 %cond.i4.i.15.i1409, i32 %cond.14.i
  %cmp2.i = icmp eq i32 %cond.15.i, 0
  br i1 %cmp2.i, label %_ZL9reduce_byRA16_jPKjS2_jj.exit, label %if.end.i

if.end.i:                                         ; preds = %for.body35
  %arrayidx39 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom36
  %arrayidx37 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom36
  %idxprom3.i = zext i32 %26 to i64
  %arrayidx4.i = getelementptr inbounds i32, ptr %arrayidx37, i64 %idxprom3.i
  %27 = load i32, ptr %arrayidx4.i, align 4, !tbaa !24
  %arrayidx6.i = getelementptr inbounds i32, ptr %arrayidx39, i64 %idxprom3.i
  %28 = load i32, ptr %arrayidx6.i, align 4, !tbaa !24
  %mul.i.i = mul i32 %27, %cond.i4.i.i1379
  %29 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.i1379, i32 %28)
  %mul1.i.i = mul i32 %29, %q.sroa.0.0.copyload
  %sub.i.i = sub i32 %mul.i.i, %mul1.i.i
  %cmp.not.i.i = icmp ult i32 %sub.i.i, %q.sroa.0.0.copyload
  %sub2.i.i = select i1 %cmp.not.i.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i = sub i32 %sub.i.i, %sub2.i.i
  %30 = load i32, ptr %arrayidx37, align 4, !tbaa !24
  %31 = load i32, ptr %arrayidx39, align 4, !tbaa !24
  %mul.i.i.i = mul i32 %30, %cond.15.i
  %32 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %31)
  %mul1.i.i.i = mul i32 %32, %q.sroa.0.0.copyload
  %sub.i.i.i = sub i32 %mul.i.i.i, %mul1.i.i.i
  %cmp.not.i.i.i = icmp ult i32 %sub.i.i.i, %q.sroa.0.0.copyload
  %sub2.i.i.i = select i1 %cmp.not.i.i.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.i = sub i32 %sub.i.i.i, %sub2.i.i.i
  %cmp.not.i3.i.i = icmp ult i32 %cond.i.i, %cond.i.i.i
  %add.i.i.i = select i1 %cmp.not.i3.i.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.i = sub i32 %cond.i.i, %cond.i.i.i
  %cond.i4.i.i = add i32 %a.pn.i.i.i, %add.i.i.i
  %mul.i.1.i = mul i32 %27, %cond.i4.i.1.i1381
  %33 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.1.i1381, i32 %28)
  %mul1.i.1.i = mul i32 %33, %q.sroa.0.0.copyload
  %sub.i.1.i = sub i32 %mul.i.1.i, %mul1.i.1.i
  %cmp.not.i.1.i = icmp ult i32 %sub.i.1.i, %q.sroa.0.0.copyload
  %sub2.i.1.i = select i1 %cmp.not.i.1.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.1.i = sub i32 %sub.i.1.i, %sub2.i.1.i
  %arrayidx15.1.i = getelementptr inbounds i32, ptr %arrayidx37, i64 1
  %34 = load i32, ptr %arrayidx15.1.i, align 4, !tbaa !24
  %arrayidx17.1.i = getelementptr inbounds i32, ptr %arrayidx39, i64 1
  %35 = load i32, ptr %arrayidx17.1.i, align 4, !tbaa !24
  %mul.i.i.1.i = mul i32 %34, %cond.15.i
  %36 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %35)
  %mul1.i.i.1.i = mul i32 %36, %q.sroa.0.0.copyload
  %sub.i.i.1.i = sub i32 %mul.i.i.1.i, %mul1.i.i.1.i
  %cmp.not.i.i.1.i = icmp ult i32 %sub.i.i.1.i, %q.sroa.0.0.copyload
  %sub2.i.i.1.i = select i1 %cmp.not.i.i.1.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.1.i = sub i32 %sub.i.i.1.i, %sub2.i.i.1.i
  %cmp.not.i3.i.1.i = icmp ult i32 %cond.i.1.i, %cond.i.i.1.i
  %add.i.i.1.i = select i1 %cmp.not.i3.i.1.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.1.i = sub i32 %cond.i.1.i, %cond.i.i.1.i
  %cond.i4.i.1.i = add i32 %a.pn.i.i.1.i, %add.i.i.1.i
  %mul.i.2.i = mul i32 %27, %cond.i4.i.2.i1383
  %37 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.2.i1383, i32 %28)
  %mul1.i.2.i = mul i32 %37, %q.sroa.0.0.copyload
  %sub.i.2.i = sub i32 %mul.i.2.i, %mul1.i.2.i
  %cmp.not.i.2.i = icmp ult i32 %sub.i.2.i, %q.sroa.0.0.copyload
  %sub2.i.2.i = select i1 %cmp.not.i.2.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.2.i = sub i32 %sub.i.2.i, %sub2.i.2.i
  %arrayidx15.2.i = getelementptr inbounds i32, ptr %arrayidx37, i64 2
  %38 = load i32, ptr %arrayidx15.2.i, align 4, !tbaa !24
  %arrayidx17.2.i = getelementptr inbounds i32, ptr %arrayidx39, i64 2
  %39 = load i32, ptr %arrayidx17.2.i, align 4, !tbaa !24
  %mul.i.i.2.i = mul i32 %38, %cond.15.i
  %40 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %39)
  %mul1.i.i.2.i = mul i32 %40, %q.sroa.0.0.copyload
  %sub.i.i.2.i = sub i32 %mul.i.i.2.i, %mul1.i.i.2.i
  %cmp.not.i.i.2.i = icmp ult i32 %sub.i.i.2.i, %q.sroa.0.0.copyload
  %sub2.i.i.2.i = select i1 %cmp.not.i.i.2.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.2.i = sub i32 %sub.i.i.2.i, %sub2.i.i.2.i
  %cmp.not.i3.i.2.i = icmp ult i32 %cond.i.2.i, %cond.i.i.2.i
  %add.i.i.2.i = select i1 %cmp.not.i3.i.2.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.2.i = sub i32 %cond.i.2.i, %cond.i.i.2.i
  %cond.i4.i.2.i = add i32 %a.pn.i.i.2.i, %add.i.i.2.i
  %mul.i.3.i = mul i32 %27, %cond.i4.i.3.i1385
  %41 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.3.i1385, i32 %28)
  %mul1.i.3.i = mul i32 %41, %q.sroa.0.0.copyload
  %sub.i.3.i = sub i32 %mul.i.3.i, %mul1.i.3.i
  %cmp.not.i.3.i = icmp ult i32 %sub.i.3.i, %q.sroa.0.0.copyload
  %sub2.i.3.i = select i1 %cmp.not.i.3.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.3.i = sub i32 %sub.i.3.i, %sub2.i.3.i
  %arrayidx15.3.i = getelementptr inbounds i32, ptr %arrayidx37, i64 3
  %42 = load i32, ptr %arrayidx15.3.i, align 4, !tbaa !24
  %arrayidx17.3.i = getelementptr inbounds i32, ptr %arrayidx39, i64 3
  %43 = load i32, ptr %arrayidx17.3.i, align 4, !tbaa !24
  %mul.i.i.3.i = mul i32 %42, %cond.15.i
  %44 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %43)
  %mul1.i.i.3.i = mul i32 %44, %q.sroa.0.0.copyload
  %sub.i.i.3.i = sub i32 %mul.i.i.3.i, %mul1.i.i.3.i
  %cmp.not.i.i.3.i = icmp ult i32 %sub.i.i.3.i, %q.sroa.0.0.copyload
  %sub2.i.i.3.i = select i1 %cmp.not.i.i.3.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.3.i = sub i32 %sub.i.i.3.i, %sub2.i.i.3.i
  %cmp.not.i3.i.3.i = icmp ult i32 %cond.i.3.i, %cond.i.i.3.i
  %add.i.i.3.i = select i1 %cmp.not.i3.i.3.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.3.i = sub i32 %cond.i.3.i, %cond.i.i.3.i
  %cond.i4.i.3.i = add i32 %a.pn.i.i.3.i, %add.i.i.3.i
  %mul.i.4.i = mul i32 %27, %cond.i4.i.4.i1387
  %45 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.4.i1387, i32 %28)
  %mul1.i.4.i = mul i32 %45, %q.sroa.0.0.copyload
  %sub.i.4.i = sub i32 %mul.i.4.i, %mul1.i.4.i
  %cmp.not.i.4.i = icmp ult i32 %sub.i.4.i, %q.sroa.0.0.copyload
  %sub2.i.4.i = select i1 %cmp.not.i.4.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.4.i = sub i32 %sub.i.4.i, %sub2.i.4.i
  %arrayidx15.4.i = getelementptr inbounds i32, ptr %arrayidx37, i64 4
  %46 = load i32, ptr %arrayidx15.4.i, align 4, !tbaa !24
  %arrayidx17.4.i = getelementptr inbounds i32, ptr %arrayidx39, i64 4
  %47 = load i32, ptr %arrayidx17.4.i, align 4, !tbaa !24
  %mul.i.i.4.i = mul i32 %46, %cond.15.i
  %48 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %47)
  %mul1.i.i.4.i = mul i32 %48, %q.sroa.0.0.copyload
  %sub.i.i.4.i = sub i32 %mul.i.i.4.i, %mul1.i.i.4.i
  %cmp.not.i.i.4.i = icmp ult i32 %sub.i.i.4.i, %q.sroa.0.0.copyload
  %sub2.i.i.4.i = select i1 %cmp.not.i.i.4.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.4.i = sub i32 %sub.i.i.4.i, %sub2.i.i.4.i
  %cmp.not.i3.i.4.i = icmp ult i32 %cond.i.4.i, %cond.i.i.4.i
  %add.i.i.4.i = select i1 %cmp.not.i3.i.4.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.4.i = sub i32 %cond.i.4.i, %cond.i.i.4.i
  %cond.i4.i.4.i = add i32 %a.pn.i.i.4.i, %add.i.i.4.i
  %mul.i.5.i = mul i32 %27, %cond.i4.i.5.i1389
  %49 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.5.i1389, i32 %28)
  %mul1.i.5.i = mul i32 %49, %q.sroa.0.0.copyload
  %sub.i.5.i = sub i32 %mul.i.5.i, %mul1.i.5.i
  %cmp.not.i.5.i = icmp ult i32 %sub.i.5.i, %q.sroa.0.0.copyload
  %sub2.i.5.i = select i1 %cmp.not.i.5.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.5.i = sub i32 %sub.i.5.i, %sub2.i.5.i
  %arrayidx15.5.i = getelementptr inbounds i32, ptr %arrayidx37, i64 5
  %50 = load i32, ptr %arrayidx15.5.i, align 4, !tbaa !24
  %arrayidx17.5.i = getelementptr inbounds i32, ptr %arrayidx39, i64 5
  %51 = load i32, ptr %arrayidx17.5.i, align 4, !tbaa !24
  %mul.i.i.5.i = mul i32 %50, %cond.15.i
  %52 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %51)
  %mul1.i.i.5.i = mul i32 %52, %q.sroa.0.0.copyload
  %sub.i.i.5.i = sub i32 %mul.i.i.5.i, %mul1.i.i.5.i
  %cmp.not.i.i.5.i = icmp ult i32 %sub.i.i.5.i, %q.sroa.0.0.copyload
  %sub2.i.i.5.i = select i1 %cmp.not.i.i.5.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.5.i = sub i32 %sub.i.i.5.i, %sub2.i.i.5.i
  %cmp.not.i3.i.5.i = icmp ult i32 %cond.i.5.i, %cond.i.i.5.i
  %add.i.i.5.i = select i1 %cmp.not.i3.i.5.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.5.i = sub i32 %cond.i.5.i, %cond.i.i.5.i
  %cond.i4.i.5.i = add i32 %a.pn.i.i.5.i, %add.i.i.5.i
  %mul.i.6.i = mul i32 %27, %cond.i4.i.6.i1391
  %53 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.6.i1391, i32 %28)
  %mul1.i.6.i = mul i32 %53, %q.sroa.0.0.copyload
  %sub.i.6.i = sub i32 %mul.i.6.i, %mul1.i.6.i
  %cmp.not.i.6.i = icmp ult i32 %sub.i.6.i, %q.sroa.0.0.copyload
  %sub2.i.6.i = select i1 %cmp.not.i.6.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.6.i = sub i32 %sub.i.6.i, %sub2.i.6.i
  %arrayidx15.6.i = getelementptr inbounds i32, ptr %arrayidx37, i64 6
  %54 = load i32, ptr %arrayidx15.6.i, align 4, !tbaa !24
  %arrayidx17.6.i = getelementptr inbounds i32, ptr %arrayidx39, i64 6
  %55 = load i32, ptr %arrayidx17.6.i, align 4, !tbaa !24
  %mul.i.i.6.i = mul i32 %54, %cond.15.i
  %56 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %55)
  %mul1.i.i.6.i = mul i32 %56, %q.sroa.0.0.copyload
  %sub.i.i.6.i = sub i32 %mul.i.i.6.i, %mul1.i.i.6.i
  %cmp.not.i.i.6.i = icmp ult i32 %sub.i.i.6.i, %q.sroa.0.0.copyload
  %sub2.i.i.6.i = select i1 %cmp.not.i.i.6.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.6.i = sub i32 %sub.i.i.6.i, %sub2.i.i.6.i
  %cmp.not.i3.i.6.i = icmp ult i32 %cond.i.6.i, %cond.i.i.6.i
  %add.i.i.6.i = select i1 %cmp.not.i3.i.6.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.6.i = sub i32 %cond.i.6.i, %cond.i.i.6.i
  %cond.i4.i.6.i = add i32 %a.pn.i.i.6.i, %add.i.i.6.i
  %mul.i.7.i = mul i32 %27, %cond.i4.i.7.i1393
  %57 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.7.i1393, i32 %28)
  %mul1.i.7.i = mul i32 %57, %q.sroa.0.0.copyload
  %sub.i.7.i = sub i32 %mul.i.7.i, %mul1.i.7.i
  %cmp.not.i.7.i = icmp ult i32 %sub.i.7.i, %q.sroa.0.0.copyload
  %sub2.i.7.i = select i1 %cmp.not.i.7.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.7.i = sub i32 %sub.i.7.i, %sub2.i.7.i
  %arrayidx15.7.i = getelementptr inbounds i32, ptr %arrayidx37, i64 7
  %58 = load i32, ptr %arrayidx15.7.i, align 4, !tbaa !24
  %arrayidx17.7.i = getelementptr inbounds i32, ptr %arrayidx39, i64 7
  %59 = load i32, ptr %arrayidx17.7.i, align 4, !tbaa !24
  %mul.i.i.7.i = mul i32 %58, %cond.15.i
  %60 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %59)
  %mul1.i.i.7.i = mul i32 %60, %q.sroa.0.0.copyload
  %sub.i.i.7.i = sub i32 %mul.i.i.7.i, %mul1.i.i.7.i
  %cmp.not.i.i.7.i = icmp ult i32 %sub.i.i.7.i, %q.sroa.0.0.copyload
  %sub2.i.i.7.i = select i1 %cmp.not.i.i.7.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.7.i = sub i32 %sub.i.i.7.i, %sub2.i.i.7.i
  %cmp.not.i3.i.7.i = icmp ult i32 %cond.i.7.i, %cond.i.i.7.i
  %add.i.i.7.i = select i1 %cmp.not.i3.i.7.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.7.i = sub i32 %cond.i.7.i, %cond.i.i.7.i
  %cond.i4.i.7.i = add i32 %a.pn.i.i.7.i, %add.i.i.7.i
  %mul.i.8.i = mul i32 %27, %cond.i4.i.8.i1395
  %61 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.8.i1395, i32 %28)
  %mul1.i.8.i = mul i32 %61, %q.sroa.0.0.copyload
  %sub.i.8.i = sub i32 %mul.i.8.i, %mul1.i.8.i
  %cmp.not.i.8.i = icmp ult i32 %sub.i.8.i, %q.sroa.0.0.copyload
  %sub2.i.8.i = select i1 %cmp.not.i.8.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.8.i = sub i32 %sub.i.8.i, %sub2.i.8.i
  %arrayidx15.8.i = getelementptr inbounds i32, ptr %arrayidx37, i64 8
  %62 = load i32, ptr %arrayidx15.8.i, align 4, !tbaa !24
  %arrayidx17.8.i = getelementptr inbounds i32, ptr %arrayidx39, i64 8
  %63 = load i32, ptr %arrayidx17.8.i, align 4, !tbaa !24
  %mul.i.i.8.i = mul i32 %62, %cond.15.i
  %64 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %63)
  %mul1.i.i.8.i = mul i32 %64, %q.sroa.0.0.copyload
  %sub.i.i.8.i = sub i32 %mul.i.i.8.i, %mul1.i.i.8.i
  %cmp.not.i.i.8.i = icmp ult i32 %sub.i.i.8.i, %q.sroa.0.0.copyload
  %sub2.i.i.8.i = select i1 %cmp.not.i.i.8.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.8.i = sub i32 %sub.i.i.8.i, %sub2.i.i.8.i
  %cmp.not.i3.i.8.i = icmp ult i32 %cond.i.8.i, %cond.i.i.8.i
  %add.i.i.8.i = select i1 %cmp.not.i3.i.8.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.8.i = sub i32 %cond.i.8.i, %cond.i.i.8.i
  %cond.i4.i.8.i = add i32 %a.pn.i.i.8.i, %add.i.i.8.i
  %mul.i.9.i = mul i32 %27, %cond.i4.i.9.i1397
  %65 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.9.i1397, i32 %28)
  %mul1.i.9.i = mul i32 %65, %q.sroa.0.0.copyload
  %sub.i.9.i = sub i32 %mul.i.9.i, %mul1.i.9.i
  %cmp.not.i.9.i = icmp ult i32 %sub.i.9.i, %q.sroa.0.0.copyload
  %sub2.i.9.i = select i1 %cmp.not.i.9.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.9.i = sub i32 %sub.i.9.i, %sub2.i.9.i
  %arrayidx15.9.i = getelementptr inbounds i32, ptr %arrayidx37, i64 9
  %66 = load i32, ptr %arrayidx15.9.i, align 4, !tbaa !24
  %arrayidx17.9.i = getelementptr inbounds i32, ptr %arrayidx39, i64 9
  %67 = load i32, ptr %arrayidx17.9.i, align 4, !tbaa !24
  %mul.i.i.9.i = mul i32 %66, %cond.15.i
  %68 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %67)
  %mul1.i.i.9.i = mul i32 %68, %q.sroa.0.0.copyload
  %sub.i.i.9.i = sub i32 %mul.i.i.9.i, %mul1.i.i.9.i
  %cmp.not.i.i.9.i = icmp ult i32 %sub.i.i.9.i, %q.sroa.0.0.copyload
  %sub2.i.i.9.i = select i1 %cmp.not.i.i.9.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.9.i = sub i32 %sub.i.i.9.i, %sub2.i.i.9.i
  %cmp.not.i3.i.9.i = icmp ult i32 %cond.i.9.i, %cond.i.i.9.i
  %add.i.i.9.i = select i1 %cmp.not.i3.i.9.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.9.i = sub i32 %cond.i.9.i, %cond.i.i.9.i
  %cond.i4.i.9.i = add i32 %a.pn.i.i.9.i, %add.i.i.9.i
  %mul.i.10.i = mul i32 %27, %cond.i4.i.10.i1399
  %69 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.10.i1399, i32 %28)
  %mul1.i.10.i = mul i32 %69, %q.sroa.0.0.copyload
  %sub.i.10.i = sub i32 %mul.i.10.i, %mul1.i.10.i
  %cmp.not.i.10.i = icmp ult i32 %sub.i.10.i, %q.sroa.0.0.copyload
  %sub2.i.10.i = select i1 %cmp.not.i.10.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.10.i = sub i32 %sub.i.10.i, %sub2.i.10.i
  %arrayidx15.10.i = getelementptr inbounds i32, ptr %arrayidx37, i64 10
  %70 = load i32, ptr %arrayidx15.10.i, align 4, !tbaa !24
  %arrayidx17.10.i = getelementptr inbounds i32, ptr %arrayidx39, i64 10
  %71 = load i32, ptr %arrayidx17.10.i, align 4, !tbaa !24
  %mul.i.i.10.i = mul i32 %70, %cond.15.i
  %72 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %71)
  %mul1.i.i.10.i = mul i32 %72, %q.sroa.0.0.copyload
  %sub.i.i.10.i = sub i32 %mul.i.i.10.i, %mul1.i.i.10.i
  %cmp.not.i.i.10.i = icmp ult i32 %sub.i.i.10.i, %q.sroa.0.0.copyload
  %sub2.i.i.10.i = select i1 %cmp.not.i.i.10.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.10.i = sub i32 %sub.i.i.10.i, %sub2.i.i.10.i
  %cmp.not.i3.i.10.i = icmp ult i32 %cond.i.10.i, %cond.i.i.10.i
  %add.i.i.10.i = select i1 %cmp.not.i3.i.10.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.10.i = sub i32 %cond.i.10.i, %cond.i.i.10.i
  %cond.i4.i.10.i = add i32 %a.pn.i.i.10.i, %add.i.i.10.i
  %mul.i.11.i = mul i32 %27, %cond.i4.i.11.i1401
  %73 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.11.i1401, i32 %28)
  %mul1.i.11.i = mul i32 %73, %q.sroa.0.0.copyload
  %sub.i.11.i = sub i32 %mul.i.11.i, %mul1.i.11.i
  %cmp.not.i.11.i = icmp ult i32 %sub.i.11.i, %q.sroa.0.0.copyload
  %sub2.i.11.i = select i1 %cmp.not.i.11.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.11.i = sub i32 %sub.i.11.i, %sub2.i.11.i
  %arrayidx15.11.i = getelementptr inbounds i32, ptr %arrayidx37, i64 11
  %74 = load i32, ptr %arrayidx15.11.i, align 4, !tbaa !24
  %arrayidx17.11.i = getelementptr inbounds i32, ptr %arrayidx39, i64 11
  %75 = load i32, ptr %arrayidx17.11.i, align 4, !tbaa !24
  %mul.i.i.11.i = mul i32 %74, %cond.15.i
  %76 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %75)
  %mul1.i.i.11.i = mul i32 %76, %q.sroa.0.0.copyload
  %sub.i.i.11.i = sub i32 %mul.i.i.11.i, %mul1.i.i.11.i
  %cmp.not.i.i.11.i = icmp ult i32 %sub.i.i.11.i, %q.sroa.0.0.copyload
  %sub2.i.i.11.i = select i1 %cmp.not.i.i.11.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.11.i = sub i32 %sub.i.i.11.i, %sub2.i.i.11.i
  %cmp.not.i3.i.11.i = icmp ult i32 %cond.i.11.i, %cond.i.i.11.i
  %add.i.i.11.i = select i1 %cmp.not.i3.i.11.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.11.i = sub i32 %cond.i.11.i, %cond.i.i.11.i
  %cond.i4.i.11.i = add i32 %a.pn.i.i.11.i, %add.i.i.11.i
  %mul.i.12.i = mul i32 %27, %cond.i4.i.12.i1403
  %77 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.12.i1403, i32 %28)
  %mul1.i.12.i = mul i32 %77, %q.sroa.0.0.copyload
  %sub.i.12.i = sub i32 %mul.i.12.i, %mul1.i.12.i
  %cmp.not.i.12.i = icmp ult i32 %sub.i.12.i, %q.sroa.0.0.copyload
  %sub2.i.12.i = select i1 %cmp.not.i.12.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.12.i = sub i32 %sub.i.12.i, %sub2.i.12.i
  %arrayidx15.12.i = getelementptr inbounds i32, ptr %arrayidx37, i64 12
  %78 = load i32, ptr %arrayidx15.12.i, align 4, !tbaa !24
  %arrayidx17.12.i = getelementptr inbounds i32, ptr %arrayidx39, i64 12
  %79 = load i32, ptr %arrayidx17.12.i, align 4, !tbaa !24
  %mul.i.i.12.i = mul i32 %78, %cond.15.i
  %80 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %79)
  %mul1.i.i.12.i = mul i32 %80, %q.sroa.0.0.copyload
  %sub.i.i.12.i = sub i32 %mul.i.i.12.i, %mul1.i.i.12.i
  %cmp.not.i.i.12.i = icmp ult i32 %sub.i.i.12.i, %q.sroa.0.0.copyload
  %sub2.i.i.12.i = select i1 %cmp.not.i.i.12.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.12.i = sub i32 %sub.i.i.12.i, %sub2.i.i.12.i
  %cmp.not.i3.i.12.i = icmp ult i32 %cond.i.12.i, %cond.i.i.12.i
  %add.i.i.12.i = select i1 %cmp.not.i3.i.12.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.12.i = sub i32 %cond.i.12.i, %cond.i.i.12.i
  %cond.i4.i.12.i = add i32 %a.pn.i.i.12.i, %add.i.i.12.i
  %mul.i.13.i = mul i32 %27, %cond.i4.i.13.i1405
  %81 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.13.i1405, i32 %28)
  %mul1.i.13.i = mul i32 %81, %q.sroa.0.0.copyload
  %sub.i.13.i = sub i32 %mul.i.13.i, %mul1.i.13.i
  %cmp.not.i.13.i = icmp ult i32 %sub.i.13.i, %q.sroa.0.0.copyload
  %sub2.i.13.i = select i1 %cmp.not.i.13.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.13.i = sub i32 %sub.i.13.i, %sub2.i.13.i
  %arrayidx15.13.i = getelementptr inbounds i32, ptr %arrayidx37, i64 13
  %82 = load i32, ptr %arrayidx15.13.i, align 4, !tbaa !24
  %arrayidx17.13.i = getelementptr inbounds i32, ptr %arrayidx39, i64 13
  %83 = load i32, ptr %arrayidx17.13.i, align 4, !tbaa !24
  %mul.i.i.13.i = mul i32 %82, %cond.15.i
  %84 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %83)
  %mul1.i.i.13.i = mul i32 %84, %q.sroa.0.0.copyload
  %sub.i.i.13.i = sub i32 %mul.i.i.13.i, %mul1.i.i.13.i
  %cmp.not.i.i.13.i = icmp ult i32 %sub.i.i.13.i, %q.sroa.0.0.copyload
  %sub2.i.i.13.i = select i1 %cmp.not.i.i.13.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.13.i = sub i32 %sub.i.i.13.i, %sub2.i.i.13.i
  %cmp.not.i3.i.13.i = icmp ult i32 %cond.i.13.i, %cond.i.i.13.i
  %add.i.i.13.i = select i1 %cmp.not.i3.i.13.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.13.i = sub i32 %cond.i.13.i, %cond.i.i.13.i
  %cond.i4.i.13.i = add i32 %a.pn.i.i.13.i, %add.i.i.13.i
  %mul.i.14.i = mul i32 %27, %cond.i4.i.14.i1407
  %85 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.14.i1407, i32 %28)
  %mul1.i.14.i = mul i32 %85, %q.sroa.0.0.copyload
  %sub.i.14.i = sub i32 %mul.i.14.i, %mul1.i.14.i
  %cmp.not.i.14.i = icmp ult i32 %sub.i.14.i, %q.sroa.0.0.copyload
  %sub2.i.14.i = select i1 %cmp.not.i.14.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.14.i = sub i32 %sub.i.14.i, %sub2.i.14.i
  %arrayidx15.14.i = getelementptr inbounds i32, ptr %arrayidx37, i64 14
  %86 = load i32, ptr %arrayidx15.14.i, align 4, !tbaa !24
  %arrayidx17.14.i = getelementptr inbounds i32, ptr %arrayidx39, i64 14
  %87 = load i32, ptr %arrayidx17.14.i, align 4, !tbaa !24
  %mul.i.i.14.i = mul i32 %86, %cond.15.i
  %88 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %87)
  %mul1.i.i.14.i = mul i32 %88, %q.sroa.0.0.copyload
  %sub.i.i.14.i = sub i32 %mul.i.i.14.i, %mul1.i.i.14.i
  %cmp.not.i.i.14.i = icmp ult i32 %sub.i.i.14.i, %q.sroa.0.0.copyload
  %sub2.i.i.14.i = select i1 %cmp.not.i.i.14.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.14.i = sub i32 %sub.i.i.14.i, %sub2.i.i.14.i
  %cmp.not.i3.i.14.i = icmp ult i32 %cond.i.14.i, %cond.i.i.14.i
  %add.i.i.14.i = select i1 %cmp.not.i3.i.14.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.14.i = sub i32 %cond.i.14.i, %cond.i.i.14.i
  %cond.i4.i.14.i = add i32 %a.pn.i.i.14.i, %add.i.i.14.i
  %mul.i.15.i = mul i32 %27, %cond.i4.i.15.i1409
  %89 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.i4.i.15.i1409, i32 %28)
  %mul1.i.15.i = mul i32 %89, %q.sroa.0.0.copyload
  %sub.i.15.i = sub i32 %mul.i.15.i, %mul1.i.15.i
  %cmp.not.i.15.i = icmp ult i32 %sub.i.15.i, %q.sroa.0.0.copyload
  %sub2.i.15.i = select i1 %cmp.not.i.15.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.15.i = sub i32 %sub.i.15.i, %sub2.i.15.i
  %arrayidx15.15.i = getelementptr inbounds i32, ptr %arrayidx37, i64 15
  %90 = load i32, ptr %arrayidx15.15.i, align 4, !tbaa !24
  %arrayidx17.15.i = getelementptr inbounds i32, ptr %arrayidx39, i64 15
  %91 = load i32, ptr %arrayidx17.15.i, align 4, !tbaa !24
  %mul.i.i.15.i = mul i32 %90, %cond.15.i
  %92 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i, i32 %91)
  %mul1.i.i.15.i = mul i32 %92, %q.sroa.0.0.copyload
  %sub.i.i.15.i = sub i32 %mul.i.i.15.i, %mul1.i.i.15.i
  %cmp.not.i.i.15.i = icmp ult i32 %sub.i.i.15.i, %q.sroa.0.0.copyload
  %sub2.i.i.15.i = select i1 %cmp.not.i.i.15.i, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.15.i = sub i32 %sub.i.i.15.i, %sub2.i.i.15.i
  %cmp.not.i3.i.15.i = icmp ult i32 %cond.i.15.i, %cond.i.i.15.i
  %add.i.i.15.i = select i1 %cmp.not.i3.i.15.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.15.i = sub i32 %cond.i.15.i, %cond.i.i.15.i
  %cond.i4.i.15.i = add i32 %a.pn.i.i.15.i, %add.i.i.15.i
  br label %_ZL9reduce_byRA16_jPKjS2_jj.exit

_ZL9reduce_byRA16_jPKjS2_jj.exit:                 ; preds = %for.body35, %if.end.i
  %x.sroa.137.2 = phi i32 [ %x.sroa.137.1, %for.body35 ], [ %cond.i4.i.15.i, %if.end.i ]
  %x.sroa.128.2 = phi i32 [ %x.sroa.128.1, %for.body35 ], [ %cond.i4.i.14.i, %if.end.i ]
  %x.sroa.119.2 = phi i32 [ %x.sroa.119.1, %for.body35 ], [ %cond.i4.i.13.i, %if.end.i ]
  %x.sroa.110.2 = phi i32 [ %x.sroa.110.1, %for.body35 ], [ %cond.i4.i.12.i, %if.end.i ]
  %x.sroa.101.2 = phi i32 [ %x.sroa.101.1, %for.body35 ], [ %cond.i4.i.11.i, %if.end.i ]
  %x.sroa.92.2 = phi i32 [ %x.sroa.92.1, %for.body35 ], [ %cond.i4.i.10.i, %if.end.i ]
  %x.sroa.83.2 = phi i32 [ %x.sroa.83.1, %for.body35 ], [ %cond.i4.i.9.i, %if.end.i ]
  %x.sroa.74.2 = phi i32 [ %x.sroa.74.1, %for.body35 ], [ %cond.i4.i.8.i, %if.end.i ]
  %x.sroa.65.2 = phi i32 [ %x.sroa.65.1, %for.body35 ], [ %cond.i4.i.7.i, %if.end.i ]
  %x.sroa.56.2 = phi i32 [ %x.sroa.56.1, %for.body35 ], [ %cond.i4.i.6.i, %if.end.i ]
  %x.sroa.47.2 = phi i32 [ %x.sroa.47.1, %for.body35 ], [ %cond.i4.i.5.i, %if.end.i ]
  %x.sroa.38.2 = phi i32 [ %x.sroa.38.1, %for.body35 ], [ %cond.i4.i.4.i, %if.end.i ]
  %x.sroa.29.2 = phi i32 [ %x.sroa.29.1, %for.body35 ], [ %cond.i4.i.3.i, %if.end.i ]
  %x.sroa.20.2 = phi i32 [ %x.sroa.20.1, %for.body35 ], [ %cond.i4.i.2.i, %if.end.i ]
  %x.sroa.11.2 = phi i32 [ %x.sroa.11.1, %for.body35 ], [ %cond.i4.i.1.i, %if.end.i ]
  %x.sroa.0.2 = phi i32 [ %x.sroa.0.1, %for.body35 ], [ %cond.i4.i.i, %if.end.i ]
  %cond.i4.i.15.i1408 = phi i32 [ %cond.i4.i.15.i1409, %for.body35 ], [ %cond.i4.i.15.i, %if.end.i ]
  %cond.i4.i.14.i1406 = phi i32 [ %cond.i4.i.14.i1407, %for.body35 ], [ %cond.i4.i.14.i, %if.end.i ]
  %cond.i4.i.13.i1404 = phi i32 [ %cond.i4.i.13.i1405, %for.body35 ], [ %cond.i4.i.13.i, %if.end.i ]
  %cond.i4.i.12.i1402 = phi i32 [ %cond.i4.i.12.i1403, %for.body35 ], [ %cond.i4.i.12.i, %if.end.i ]
  %cond.i4.i.11.i1400 = phi i32 [ %cond.i4.i.11.i1401, %for.body35 ], [ %cond.i4.i.11.i, %if.end.i ]
  %cond.i4.i.10.i1398 = phi i32 [ %cond.i4.i.10.i1399, %for.body35 ], [ %cond.i4.i.10.i, %if.end.i ]
  %cond.i4.i.9.i1396 = phi i32 [ %cond.i4.i.9.i1397, %for.body35 ], [ %cond.i4.i.9.i, %if.end.i ]
  %cond.i4.i.8.i1394 = phi i32 [ %cond.i4.i.8.i1395, %for.body35 ], [ %cond.i4.i.8.i, %if.end.i ]
  %cond.i4.i.7.i1392 = phi i32 [ %cond.i4.i.7.i1393, %for.body35 ], [ %cond.i4.i.7.i, %if.end.i ]
  %cond.i4.i.6.i1390 = phi i32 [ %cond.i4.i.6.i1391, %for.body35 ], [ %cond.i4.i.6.i, %if.end.i ]
  %cond.i4.i.5.i1388 = phi i32 [ %cond.i4.i.5.i1389, %for.body35 ], [ %cond.i4.i.5.i, %if.end.i ]
  %cond.i4.i.4.i1386 = phi i32 [ %cond.i4.i.4.i1387, %for.body35 ], [ %cond.i4.i.4.i, %if.end.i ]
  %cond.i4.i.3.i1384 = phi i32 [ %cond.i4.i.3.i1385, %for.body35 ], [ %cond.i4.i.3.i, %if.end.i ]
  %cond.i4.i.2.i1382 = phi i32 [ %cond.i4.i.2.i1383, %for.body35 ], [ %cond.i4.i.2.i, %if.end.i ]
  %cond.i4.i.1.i1380 = phi i32 [ %cond.i4.i.1.i1381, %for.body35 ], [ %cond.i4.i.1.i, %if.end.i ]
  %cond.i4.i.i1378 = phi i32 [ %cond.i4.i.i1379, %for.body35 ], [ %cond.i4.i.i, %if.end.i ]
  %inc44 = add nuw i32 %b.01377, 1
  %exitcond.not = icmp eq i32 %inc44, %count.01421
  br i1 %exitcond.not, label %while.cond.preheader, label %for.body35, !llvm.loop !55

while.cond.preheader:                             ; preds = %_ZL9reduce_byRA16_jPKjS2_jj.exit, %cond.end.15
  %x.sroa.137.3.ph = phi i32 [ %cond.15, %cond.end.15 ], [ %x.sroa.137.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.128.3.ph = phi i32 [ %cond.14, %cond.end.15 ], [ %x.sroa.128.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.119.3.ph = phi i32 [ %cond.13, %cond.end.15 ], [ %x.sroa.119.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.110.3.ph = phi i32 [ %cond.12, %cond.end.15 ], [ %x.sroa.110.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.101.3.ph = phi i32 [ %cond.11, %cond.end.15 ], [ %x.sroa.101.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.92.3.ph = phi i32 [ %cond.10, %cond.end.15 ], [ %x.sroa.92.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.83.3.ph = phi i32 [ %cond.9, %cond.end.15 ], [ %x.sroa.83.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.74.3.ph = phi i32 [ %cond.8, %cond.end.15 ], [ %x.sroa.74.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.65.3.ph = phi i32 [ %cond.7, %cond.end.15 ], [ %x.sroa.65.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.56.3.ph = phi i32 [ %cond.6, %cond.end.15 ], [ %x.sroa.56.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.47.3.ph = phi i32 [ %cond.5, %cond.end.15 ], [ %x.sroa.47.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.38.3.ph = phi i32 [ %cond.4, %cond.end.15 ], [ %x.sroa.38.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.29.3.ph = phi i32 [ %cond.3, %cond.end.15 ], [ %x.sroa.29.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.20.3.ph = phi i32 [ %cond.2, %cond.end.15 ], [ %x.sroa.20.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.11.3.ph = phi i32 [ %cond.1, %cond.end.15 ], [ %x.sroa.11.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  %x.sroa.0.3.ph = phi i32 [ %cond, %cond.end.15 ], [ %x.sroa.0.2, %_ZL9reduce_byRA16_jPKjS2_jj.exit ]
  br label %while.cond

while.cond:                                       ; preds = %while.cond.preheader, %cleanup
  %x.sroa.137.3 = phi i32 [ %x.sroa.137.6, %cleanup ], [ %x.sroa.137.3.ph, %while.cond.preheader ]
  %x.sroa.128.3 = phi i32 [ %x.sroa.128.6, %cleanup ], [ %x.sroa.128.3.ph, %while.cond.preheader ]
  %x.sroa.119.3 = phi i32 [ %x.sroa.119.6, %cleanup ], [ %x.sroa.119.3.ph, %while.cond.preheader ]
  %x.sroa.110.3 = phi i32 [ %x.sroa.110.6, %cleanup ], [ %x.sroa.110.3.ph, %while.cond.preheader ]
  %x.sroa.101.3 = phi i32 [ %x.sroa.101.6, %cleanup ], [ %x.sroa.101.3.ph, %while.cond.preheader ]
  %x.sroa.92.3 = phi i32 [ %x.sroa.92.6, %cleanup ], [ %x.sroa.92.3.ph, %while.cond.preheader ]
  %x.sroa.83.3 = phi i32 [ %x.sroa.83.6, %cleanup ], [ %x.sroa.83.3.ph, %while.cond.preheader ]
  %x.sroa.74.3 = phi i32 [ %x.sroa.74.6, %cleanup ], [ %x.sroa.74.3.ph, %while.cond.preheader ]
  %x.sroa.65.3 = phi i32 [ %x.sroa.65.6, %cleanup ], [ %x.sroa.65.3.ph, %while.cond.preheader ]
  %x.sroa.56.3 = phi i32 [ %x.sroa.56.6, %cleanup ], [ %x.sroa.56.3.ph, %while.cond.preheader ]
  %x.sroa.47.3 = phi i32 [ %x.sroa.47.6, %cleanup ], [ %x.sroa.47.3.ph, %while.cond.preheader ]
  %x.sroa.38.3 = phi i32 [ %x.sroa.38.6, %cleanup ], [ %x.sroa.38.3.ph, %while.cond.preheader ]
  %x.sroa.29.3 = phi i32 [ %x.sroa.29.6, %cleanup ], [ %x.sroa.29.3.ph, %while.cond.preheader ]
  %x.sroa.20.3 = phi i32 [ %x.sroa.20.6, %cleanup ], [ %x.sroa.20.3.ph, %while.cond.preheader ]
  %x.sroa.11.3 = phi i32 [ %x.sroa.11.6, %cleanup ], [ %x.sroa.11.3.ph, %while.cond.preheader ]
  %x.sroa.0.3 = phi i32 [ %x.sroa.0.6, %cleanup ], [ %x.sroa.0.3.ph, %while.cond.preheader ]
  %chosen.0.off0 = phi i1 [ %chosen.2.off0, %cleanup ], [ false, %while.cond.preheader ]
  %count.1 = phi i32 [ %count.2, %cleanup ], [ %count.01421, %while.cond.preheader ]
  %cmp46 = icmp ult i32 %count.1, %bw
  br i1 %cmp46, label %for.body51.preheader, label %while.end

for.body51.preheader:                             ; preds = %while.cond
  %93 = or i32 %x.sroa.0.3, %x.sroa.11.3
  %94 = or i32 %93, %x.sroa.20.3
  %95 = or i32 %94, %x.sroa.29.3
  %96 = or i32 %95, %x.sroa.38.3
  %97 = or i32 %96, %x.sroa.47.3
  %98 = or i32 %97, %x.sroa.56.3
  %99 = or i32 %98, %x.sroa.65.3
  %100 = or i32 %99, %x.sroa.74.3
  %101 = or i32 %100, %x.sroa.83.3
  %102 = or i32 %101, %x.sroa.92.3
  %103 = or i32 %102, %x.sroa.101.3
  %104 = or i32 %103, %x.sroa.110.3
  %105 = or i32 %104, %x.sroa.119.3
  %106 = or i32 %105, %x.sroa.128.3
  %107 = or i32 %106, %x.sroa.137.3
  %.not = icmp eq i32 %107, 0
  %cond67 = select i1 %.not, i32 -1, i32 %add
  %108 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %cond67, i32 -1)
  br i1 %cmp.i, label %if.then.i, label %if.end.i558

if.then.i:                                        ; preds = %for.body51.preheader
  store i32 %108, ptr %arrayidx.i, align 4, !tbaa !24
  br label %if.end.i558

if.end.i558:                                      ; preds = %if.then.i, %for.body51.preheader
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp31.not.i, label %_ZL9block_minjPj.exit, label %for.body.i.preheader

for.body.i.preheader:                             ; preds = %if.end.i558
  br i1 %7, label %_ZL9block_minjPj.exit.loopexit.unr-lcssa, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.preheader, %for.body.i
  %w.03.i = phi i32 [ %inc.i.7, %for.body.i ], [ 0, %for.body.i.preheader ]
  %r.02.i = phi i32 [ %124, %for.body.i ], [ -1, %for.body.i.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body.i ], [ 0, %for.body.i.preheader ]
  %idxprom4.i = zext i32 %w.03.i to i64
  %arrayidx5.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i
  %109 = load i32, ptr %arrayidx5.i, align 4, !tbaa !24
  %110 = tail call i32 @llvm.umin.i32(i32 %109, i32 %r.02.i)
  %inc.i = or i32 %w.03.i, 1
  %idxprom4.i.1 = zext i32 %inc.i to i64
  %arrayidx5.i.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.1
  %111 = load i32, ptr %arrayidx5.i.1, align 4, !tbaa !24
  %112 = tail call i32 @llvm.umin.i32(i32 %111, i32 %110)
  %inc.i.1 = or i32 %w.03.i, 2
  %idxprom4.i.2 = zext i32 %inc.i.1 to i64
  %arrayidx5.i.2 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.2
  %113 = load i32, ptr %arrayidx5.i.2, align 4, !tbaa !24
  %114 = tail call i32 @llvm.umin.i32(i32 %113, i32 %112)
  %inc.i.2 = or i32 %w.03.i, 3
  %idxprom4.i.3 = zext i32 %inc.i.2 to i64
  %arrayidx5.i.3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.3
  %115 = load i32, ptr %arrayidx5.i.3, align 4, !tbaa !24
  %116 = tail call i32 @llvm.umin.i32(i32 %115, i32 %114)
  %inc.i.3 = or i32 %w.03.i, 4
  %idxprom4.i.4 = zext i32 %inc.i.3 to i64
  %arrayidx5.i.4 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.4
  %117 = load i32, ptr %arrayidx5.i.4, align 4, !tbaa !24
  %118 = tail call i32 @llvm.umin.i32(i32 %117, i32 %116)
  %inc.i.4 = or i32 %w.03.i, 5
  %idxprom4.i.5 = zext i32 %inc.i.4 to i64
  %arrayidx5.i.5 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.5
  %119 = load i32, ptr %arrayidx5.i.5, align 4, !tbaa !24
  %120 = tail call i32 @llvm.umin.i32(i32 %119, i32 %118)
  %inc.i.5 = or i32 %w.03.i, 6
  %idxprom4.i.6 = zext i32 %inc.i.5 to i64
  %arrayidx5.i.6 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.6
  %121 = load i32, ptr %arrayidx5.i.6, align 4, !tbaa !24
  %122 = tail call i32 @llvm.umin.i32(i32 %121, i32 %120)
  %inc.i.6 = or i32 %w.03.i, 7
  %idxprom4.i.7 = zext i32 %inc.i.6 to i64
  %arrayidx5.i.7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.7
  %123 = load i32, ptr %arrayidx5.i.7, align 4, !tbaa !24
  %124 = tail call i32 @llvm.umin.i32(i32 %123, i32 %122)
  %inc.i.7 = add nuw nsw i32 %w.03.i, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %_ZL9block_minjPj.exit.loopexit.unr-lcssa, label %for.body.i, !llvm.loop !56

_ZL9block_minjPj.exit.loopexit.unr-lcssa:         ; preds = %for.body.i, %for.body.i.preheader
  %.lcssa1529.ph = phi i32 [ undef, %for.body.i.preheader ], [ %124, %for.body.i ]
  %w.03.i.unr = phi i32 [ 0, %for.body.i.preheader ], [ %inc.i.7, %for.body.i ]
  %r.02.i.unr = phi i32 [ -1, %for.body.i.preheader ], [ %124, %for.body.i ]
  br i1 %lcmp.mod.not, label %_ZL9block_minjPj.exit, label %for.body.i.epil

for.body.i.epil:                                  ; preds = %_ZL9block_minjPj.exit.loopexit.unr-lcssa, %for.body.i.epil
  %w.03.i.epil = phi i32 [ %inc.i.epil, %for.body.i.epil ], [ %w.03.i.unr, %_ZL9block_minjPj.exit.loopexit.unr-lcssa ]
  %r.02.i.epil = phi i32 [ %126, %for.body.i.epil ], [ %r.02.i.unr, %_ZL9block_minjPj.exit.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.i.epil ], [ 0, %_ZL9block_minjPj.exit.loopexit.unr-lcssa ]
  %idxprom4.i.epil = zext i32 %w.03.i.epil to i64
  %arrayidx5.i.epil = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.epil
  %125 = load i32, ptr %arrayidx5.i.epil, align 4, !tbaa !24
  %126 = tail call i32 @llvm.umin.i32(i32 %125, i32 %r.02.i.epil)
  %inc.i.epil = add nuw nsw i32 %w.03.i.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %_ZL9block_minjPj.exit, label %for.body.i.epil, !llvm.loop !57

_ZL9block_minjPj.exit:                            ; preds = %_ZL9block_minjPj.exit.loopexit.unr-lcssa, %for.body.i.epil, %if.end.i558
  %r.0.lcssa.i = phi i32 [ -1, %if.end.i558 ], [ %.lcssa1529.ph, %_ZL9block_minjPj.exit.loopexit.unr-lcssa ], [ %126, %for.body.i.epil ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp69 = icmp eq i32 %r.0.lcssa.i, -1
  br i1 %cmp69, label %cleanup, label %if.end

if.end:                                           ; preds = %_ZL9block_minjPj.exit
  %cmp70 = icmp eq i32 %add, %r.0.lcssa.i
  br i1 %cmp70, label %for.body76.preheader, label %if.end112

for.body76.preheader:                             ; preds = %if.end
  %cmp79.not = icmp eq i32 %x.sroa.137.3, 0
  %cmp79.not.1 = icmp eq i32 %x.sroa.128.3, 0
  %cmp79.not.2 = icmp eq i32 %x.sroa.119.3, 0
  %cmp79.not.3 = icmp eq i32 %x.sroa.110.3, 0
  %cmp79.not.4 = icmp eq i32 %x.sroa.101.3, 0
  %cmp79.not.5 = icmp eq i32 %x.sroa.92.3, 0
  %cmp79.not.6 = icmp eq i32 %x.sroa.83.3, 0
  %cmp79.not.7 = icmp eq i32 %x.sroa.74.3, 0
  %cmp79.not.8 = icmp eq i32 %x.sroa.65.3, 0
  %cmp79.not.9 = icmp eq i32 %x.sroa.56.3, 0
  %cmp79.not.10 = icmp eq i32 %x.sroa.47.3, 0
  %cmp79.not.11 = icmp eq i32 %x.sroa.38.3, 0
  %cmp79.not.12 = icmp eq i32 %x.sroa.29.3, 0
  %cmp79.not.13 = icmp eq i32 %x.sroa.20.3, 0
  %cmp79.not.14 = icmp eq i32 %x.sroa.11.3, 0
  %cmp79.not.15 = icmp eq i32 %x.sroa.0.3, 0
  %idxprom92 = zext i32 %count.1 to i64
  %arrayidx95 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 0
  store i32 %x.sroa.0.3, ptr %arrayidx95, align 4, !tbaa !24
  %conv.i = zext i32 %x.sroa.0.3 to i64
  %shl.i = shl nuw i64 %conv.i, 32
  %127 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i, i64 %q.sroa.231372.0.copyload)
  %mul.i = mul i64 %127, %conv1.i
  %sub.i = sub i64 %shl.i, %mul.i
  %cmp.not.i = icmp uge i64 %sub.i, %conv1.i
  %add.i = zext i1 %cmp.not.i to i64
  %cond.i = add i64 %127, %add.i
  %conv4.i = trunc i64 %cond.i to i32
  %arrayidx102 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 0
  store i32 %conv4.i, ptr %arrayidx102, align 4, !tbaa !24
  %arrayidx95.1 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 1
  store i32 %x.sroa.11.3, ptr %arrayidx95.1, align 4, !tbaa !24
  %conv.i.1 = zext i32 %x.sroa.11.3 to i64
  %shl.i.1 = shl nuw i64 %conv.i.1, 32
  %128 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.1, i64 %q.sroa.231372.0.copyload)
  %mul.i.1 = mul i64 %128, %conv1.i
  %sub.i.1 = sub i64 %shl.i.1, %mul.i.1
  %cmp.not.i.1 = icmp uge i64 %sub.i.1, %conv1.i
  %add.i.1 = zext i1 %cmp.not.i.1 to i64
  %cond.i.1 = add i64 %128, %add.i.1
  %conv4.i.1 = trunc i64 %cond.i.1 to i32
  %arrayidx102.1 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 1
  store i32 %conv4.i.1, ptr %arrayidx102.1, align 4, !tbaa !24
  %arrayidx95.2 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 2
  store i32 %x.sroa.20.3, ptr %arrayidx95.2, align 4, !tbaa !24
  %conv.i.2 = zext i32 %x.sroa.20.3 to i64
  %shl.i.2 = shl nuw i64 %conv.i.2, 32
  %129 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.2, i64 %q.sroa.231372.0.copyload)
  %mul.i.2 = mul i64 %129, %conv1.i
  %sub.i.2 = sub i64 %shl.i.2, %mul.i.2
  %cmp.not.i.2 = icmp uge i64 %sub.i.2, %conv1.i
  %add.i.2 = zext i1 %cmp.not.i.2 to i64
  %cond.i.2 = add i64 %129, %add.i.2
  %conv4.i.2 = trunc i64 %cond.i.2 to i32
  %arrayidx102.2 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 2
  store i32 %conv4.i.2, ptr %arrayidx102.2, align 4, !tbaa !24
  %arrayidx95.3 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 3
  store i32 %x.sroa.29.3, ptr %arrayidx95.3, align 4, !tbaa !24
  %conv.i.3 = zext i32 %x.sroa.29.3 to i64
  %shl.i.3 = shl nuw i64 %conv.i.3, 32
  %130 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.3, i64 %q.sroa.231372.0.copyload)
  %mul.i.3 = mul i64 %130, %conv1.i
  %sub.i.3 = sub i64 %shl.i.3, %mul.i.3
  %cmp.not.i.3 = icmp uge i64 %sub.i.3, %conv1.i
  %add.i.3 = zext i1 %cmp.not.i.3 to i64
  %cond.i.3 = add i64 %130, %add.i.3
  %conv4.i.3 = trunc i64 %cond.i.3 to i32
  %arrayidx102.3 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 3
  store i32 %conv4.i.3, ptr %arrayidx102.3, align 4, !tbaa !24
  %arrayidx95.4 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 4
  store i32 %x.sroa.38.3, ptr %arrayidx95.4, align 4, !tbaa !24
  %conv.i.4 = zext i32 %x.sroa.38.3 to i64
  %shl.i.4 = shl nuw i64 %conv.i.4, 32
  %131 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.4, i64 %q.sroa.231372.0.copyload)
  %mul.i.4 = mul i64 %131, %conv1.i
  %sub.i.4 = sub i64 %shl.i.4, %mul.i.4
  %cmp.not.i.4 = icmp uge i64 %sub.i.4, %conv1.i
  %add.i.4 = zext i1 %cmp.not.i.4 to i64
  %cond.i.4 = add i64 %131, %add.i.4
  %conv4.i.4 = trunc i64 %cond.i.4 to i32
  %arrayidx102.4 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 4
  store i32 %conv4.i.4, ptr %arrayidx102.4, align 4, !tbaa !24
  %arrayidx95.5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 5
  store i32 %x.sroa.47.3, ptr %arrayidx95.5, align 4, !tbaa !24
  %conv.i.5 = zext i32 %x.sroa.47.3 to i64
  %shl.i.5 = shl nuw i64 %conv.i.5, 32
  %132 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.5, i64 %q.sroa.231372.0.copyload)
  %mul.i.5 = mul i64 %132, %conv1.i
  %sub.i.5 = sub i64 %shl.i.5, %mul.i.5
  %cmp.not.i.5 = icmp uge i64 %sub.i.5, %conv1.i
  %add.i.5 = zext i1 %cmp.not.i.5 to i64
  %cond.i.5 = add i64 %132, %add.i.5
  %conv4.i.5 = trunc i64 %cond.i.5 to i32
  %arrayidx102.5 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 5
  store i32 %conv4.i.5, ptr %arrayidx102.5, align 4, !tbaa !24
  %arrayidx95.6 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 6
  store i32 %x.sroa.56.3, ptr %arrayidx95.6, align 4, !tbaa !24
  %conv.i.6 = zext i32 %x.sroa.56.3 to i64
  %shl.i.6 = shl nuw i64 %conv.i.6, 32
  %133 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.6, i64 %q.sroa.231372.0.copyload)
  %mul.i.6 = mul i64 %133, %conv1.i
  %sub.i.6 = sub i64 %shl.i.6, %mul.i.6
  %cmp.not.i.6 = icmp uge i64 %sub.i.6, %conv1.i
  %add.i.6 = zext i1 %cmp.not.i.6 to i64
  %cond.i.6 = add i64 %133, %add.i.6
  %conv4.i.6 = trunc i64 %cond.i.6 to i32
  %arrayidx102.6 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 6
  store i32 %conv4.i.6, ptr %arrayidx102.6, align 4, !tbaa !24
  %arrayidx95.7 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 7
  store i32 %x.sroa.65.3, ptr %arrayidx95.7, align 4, !tbaa !24
  %conv.i.7 = zext i32 %x.sroa.65.3 to i64
  %shl.i.7 = shl nuw i64 %conv.i.7, 32
  %134 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.7, i64 %q.sroa.231372.0.copyload)
  %mul.i.7 = mul i64 %134, %conv1.i
  %sub.i.7 = sub i64 %shl.i.7, %mul.i.7
  %cmp.not.i.7 = icmp uge i64 %sub.i.7, %conv1.i
  %add.i.7 = zext i1 %cmp.not.i.7 to i64
  %cond.i.7 = add i64 %134, %add.i.7
  %conv4.i.7 = trunc i64 %cond.i.7 to i32
  %arrayidx102.7 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 7
  store i32 %conv4.i.7, ptr %arrayidx102.7, align 4, !tbaa !24
  %arrayidx95.8 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 8
  store i32 %x.sroa.74.3, ptr %arrayidx95.8, align 4, !tbaa !24
  %conv.i.8 = zext i32 %x.sroa.74.3 to i64
  %shl.i.8 = shl nuw i64 %conv.i.8, 32
  %135 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.8, i64 %q.sroa.231372.0.copyload)
  %mul.i.8 = mul i64 %135, %conv1.i
  %sub.i.8 = sub i64 %shl.i.8, %mul.i.8
  %cmp.not.i.8 = icmp uge i64 %sub.i.8, %conv1.i
  %add.i.8 = zext i1 %cmp.not.i.8 to i64
  %cond.i.8 = add i64 %135, %add.i.8
  %conv4.i.8 = trunc i64 %cond.i.8 to i32
  %arrayidx102.8 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 8
  store i32 %conv4.i.8, ptr %arrayidx102.8, align 4, !tbaa !24
  %arrayidx95.9 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 9
  store i32 %x.sroa.83.3, ptr %arrayidx95.9, align 4, !tbaa !24
  %conv.i.9 = zext i32 %x.sroa.83.3 to i64
  %shl.i.9 = shl nuw i64 %conv.i.9, 32
  %136 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.9, i64 %q.sroa.231372.0.copyload)
  %mul.i.9 = mul i64 %136, %conv1.i
  %sub.i.9 = sub i64 %shl.i.9, %mul.i.9
  %cmp.not.i.9 = icmp uge i64 %sub.i.9, %conv1.i
  %add.i.9 = zext i1 %cmp.not.i.9 to i64
  %cond.i.9 = add i64 %136, %add.i.9
  %conv4.i.9 = trunc i64 %cond.i.9 to i32
  %arrayidx102.9 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 9
  store i32 %conv4.i.9, ptr %arrayidx102.9, align 4, !tbaa !24
  %arrayidx95.10 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 10
  store i32 %x.sroa.92.3, ptr %arrayidx95.10, align 4, !tbaa !24
  %conv.i.10 = zext i32 %x.sroa.92.3 to i64
  %shl.i.10 = shl nuw i64 %conv.i.10, 32
  %137 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.10, i64 %q.sroa.231372.0.copyload)
  %mul.i.10 = mul i64 %137, %conv1.i
  %sub.i.10 = sub i64 %shl.i.10, %mul.i.10
  %cmp.not.i.10 = icmp uge i64 %sub.i.10, %conv1.i
  %add.i.10 = zext i1 %cmp.not.i.10 to i64
  %cond.i.10 = add i64 %137, %add.i.10
  %conv4.i.10 = trunc i64 %cond.i.10 to i32
  %arrayidx102.10 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 10
  store i32 %conv4.i.10, ptr %arrayidx102.10, align 4, !tbaa !24
  %arrayidx95.11 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 11
  store i32 %x.sroa.101.3, ptr %arrayidx95.11, align 4, !tbaa !24
  %conv.i.11 = zext i32 %x.sroa.101.3 to i64
  %shl.i.11 = shl nuw i64 %conv.i.11, 32
  %138 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.11, i64 %q.sroa.231372.0.copyload)
  %mul.i.11 = mul i64 %138, %conv1.i
  %sub.i.11 = sub i64 %shl.i.11, %mul.i.11
  %cmp.not.i.11 = icmp uge i64 %sub.i.11, %conv1.i
  %add.i.11 = zext i1 %cmp.not.i.11 to i64
  %cond.i.11 = add i64 %138, %add.i.11
  %conv4.i.11 = trunc i64 %cond.i.11 to i32
  %arrayidx102.11 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 11
  store i32 %conv4.i.11, ptr %arrayidx102.11, align 4, !tbaa !24
  %arrayidx95.12 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 12
  store i32 %x.sroa.110.3, ptr %arrayidx95.12, align 4, !tbaa !24
  %conv.i.12 = zext i32 %x.sroa.110.3 to i64
  %shl.i.12 = shl nuw i64 %conv.i.12, 32
  %139 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.12, i64 %q.sroa.231372.0.copyload)
  %mul.i.12 = mul i64 %139, %conv1.i
  %sub.i.12 = sub i64 %shl.i.12, %mul.i.12
  %cmp.not.i.12 = icmp uge i64 %sub.i.12, %conv1.i
  %add.i.12 = zext i1 %cmp.not.i.12 to i64
  %cond.i.12 = add i64 %139, %add.i.12
  %conv4.i.12 = trunc i64 %cond.i.12 to i32
  %arrayidx102.12 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 12
  store i32 %conv4.i.12, ptr %arrayidx102.12, align 4, !tbaa !24
  %arrayidx95.13 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 13
  store i32 %x.sroa.119.3, ptr %arrayidx95.13, align 4, !tbaa !24
  %conv.i.13 = zext i32 %x.sroa.119.3 to i64
  %shl.i.13 = shl nuw i64 %conv.i.13, 32
  %140 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.13, i64 %q.sroa.231372.0.copyload)
  %mul.i.13 = mul i64 %140, %conv1.i
  %sub.i.13 = sub i64 %shl.i.13, %mul.i.13
  %cmp.not.i.13 = icmp uge i64 %sub.i.13, %conv1.i
  %add.i.13 = zext i1 %cmp.not.i.13 to i64
  %cond.i.13 = add i64 %140, %add.i.13
  %conv4.i.13 = trunc i64 %cond.i.13 to i32
  %arrayidx102.13 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 13
  store i32 %conv4.i.13, ptr %arrayidx102.13, align 4, !tbaa !24
  %arrayidx95.14 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 14
  store i32 %x.sroa.128.3, ptr %arrayidx95.14, align 4, !tbaa !24
  %conv.i.14 = zext i32 %x.sroa.128.3 to i64
  %shl.i.14 = shl nuw i64 %conv.i.14, 32
  %141 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.14, i64 %q.sroa.231372.0.copyload)
  %mul.i.14 = mul i64 %141, %conv1.i
  %sub.i.14 = sub i64 %shl.i.14, %mul.i.14
  %cmp.not.i.14 = icmp uge i64 %sub.i.14, %conv1.i
  %add.i.14 = zext i1 %cmp.not.i.14 to i64
  %cond.i.14 = add i64 %141, %add.i.14
  %conv4.i.14 = trunc i64 %cond.i.14 to i32
  %arrayidx102.14 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 14
  store i32 %conv4.i.14, ptr %arrayidx102.14, align 4, !tbaa !24
  %arrayidx95.15 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom92, i64 15
  store i32 %x.sroa.137.3, ptr %arrayidx95.15, align 4, !tbaa !24
  %conv.i.15 = zext i32 %x.sroa.137.3 to i64
  %shl.i.15 = shl nuw i64 %conv.i.15, 32
  %142 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.15, i64 %q.sroa.231372.0.copyload)
  %mul.i.15 = mul i64 %142, %conv1.i
  %sub.i.15 = sub i64 %shl.i.15, %mul.i.15
  %cmp.not.i.15 = icmp uge i64 %sub.i.15, %conv1.i
  %add.i.15 = zext i1 %cmp.not.i.15 to i64
  %cond.i.15 = add i64 %142, %add.i.15
  %conv4.i.15 = trunc i64 %cond.i.15 to i32
  %arrayidx102.15 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom92, i64 15
  store i32 %conv4.i.15, ptr %arrayidx102.15, align 4, !tbaa !24
  %cond83 = select i1 %cmp79.not, i32 0, i32 15
  %cond83.1 = select i1 %cmp79.not.1, i32 %cond83, i32 14
  %cond83.2 = select i1 %cmp79.not.2, i32 %cond83.1, i32 13
  %cond83.3 = select i1 %cmp79.not.3, i32 %cond83.2, i32 12
  %cond83.4 = select i1 %cmp79.not.4, i32 %cond83.3, i32 11
  %cond83.5 = select i1 %cmp79.not.5, i32 %cond83.4, i32 10
  %cond83.6 = select i1 %cmp79.not.6, i32 %cond83.5, i32 9
  %cond83.7 = select i1 %cmp79.not.7, i32 %cond83.6, i32 8
  %cond83.8 = select i1 %cmp79.not.8, i32 %cond83.7, i32 7
  %cond83.9 = select i1 %cmp79.not.9, i32 %cond83.8, i32 6
  %cond83.10 = select i1 %cmp79.not.10, i32 %cond83.9, i32 5
  %cond83.11 = select i1 %cmp79.not.11, i32 %cond83.10, i32 4
  %cond83.12 = select i1 %cmp79.not.12, i32 %cond83.11, i32 3
  %cond83.13 = select i1 %cmp79.not.13, i32 %cond83.12, i32 2
  %cond83.14 = select i1 %cmp79.not.14, i32 %cond83.13, i32 1
  %cond83.15 = select i1 %cmp79.not.15, i32 %cond83.14, i32 0
  %arrayidx109 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom92
  store i32 %cond83.15, ptr %arrayidx109, align 4, !tbaa !24
  %arrayidx111 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4brow to ptr), i64 0, i64 %idxprom92
  store i32 %add, ptr %arrayidx111, align 4, !tbaa !24
  br label %if.end112

if.end112:                                        ; preds = %for.body76.preheader, %if.end
  %x.sroa.137.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.137.3, %if.end ]
  %x.sroa.128.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.128.3, %if.end ]
  %x.sroa.119.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.119.3, %if.end ]
  %x.sroa.110.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.110.3, %if.end ]
  %x.sroa.101.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.101.3, %if.end ]
  %x.sroa.92.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.92.3, %if.end ]
  %x.sroa.83.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.83.3, %if.end ]
  %x.sroa.74.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.74.3, %if.end ]
  %x.sroa.65.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.65.3, %if.end ]
  %x.sroa.56.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.56.3, %if.end ]
  %x.sroa.47.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.47.3, %if.end ]
  %x.sroa.38.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.38.3, %if.end ]
  %x.sroa.29.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.29.3, %if.end ]
  %x.sroa.20.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.20.3, %if.end ]
  %x.sroa.11.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.11.3, %if.end ]
  %x.sroa.0.4 = phi i32 [ 0, %for.body76.preheader ], [ %x.sroa.0.3, %if.end ]
  %chosen.1.off0 = phi i1 [ true, %for.body76.preheader ], [ %chosen.0.off0, %if.end ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp113 = icmp ult i32 %1, %count.1
  br i1 %cmp113, label %if.then114, label %if.end112.if.end159_crit_edge

if.end112.if.end159_crit_edge:                    ; preds = %if.end112
  %.pre1526 = zext i32 %count.1 to i64
  br label %if.end159

if.then114:                                       ; preds = %if.end112
  %143 = load i32, ptr %arrayidx123, align 4, !tbaa !24
  %144 = load i32, ptr %arrayidx123.1, align 4, !tbaa !24
  %145 = load i32, ptr %arrayidx123.2, align 4, !tbaa !24
  %146 = load i32, ptr %arrayidx123.3, align 4, !tbaa !24
  %147 = load i32, ptr %arrayidx123.4, align 4, !tbaa !24
  %148 = load i32, ptr %arrayidx123.5, align 4, !tbaa !24
  %149 = load i32, ptr %arrayidx123.6, align 4, !tbaa !24
  %150 = load i32, ptr %arrayidx123.7, align 4, !tbaa !24
  %151 = load i32, ptr %arrayidx123.8, align 4, !tbaa !24
  %152 = load i32, ptr %arrayidx123.9, align 4, !tbaa !24
  %153 = load i32, ptr %arrayidx123.10, align 4, !tbaa !24
  %154 = load i32, ptr %arrayidx123.11, align 4, !tbaa !24
  %155 = load i32, ptr %arrayidx123.12, align 4, !tbaa !24
  %156 = load i32, ptr %arrayidx123.13, align 4, !tbaa !24
  %157 = load i32, ptr %arrayidx123.14, align 4, !tbaa !24
  %158 = load i32, ptr %arrayidx123.15, align 4, !tbaa !24
  %idxprom129 = zext i32 %count.1 to i64
  %arrayidx136 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom129
  %159 = load i32, ptr %arrayidx136, align 4, !tbaa !24
  %cmp1.i559 = icmp eq i32 %159, 0
  %spec.select.i560 = select i1 %cmp1.i559, i32 %143, i32 0
  %cmp1.1.i561 = icmp eq i32 %159, 1
  %cond.1.i563 = select i1 %cmp1.1.i561, i32 %144, i32 %spec.select.i560
  %cmp1.2.i564 = icmp eq i32 %159, 2
  %cond.2.i566 = select i1 %cmp1.2.i564, i32 %145, i32 %cond.1.i563
  %cmp1.3.i567 = icmp eq i32 %159, 3
  %cond.3.i569 = select i1 %cmp1.3.i567, i32 %146, i32 %cond.2.i566
  %cmp1.4.i570 = icmp eq i32 %159, 4
  %cond.4.i572 = select i1 %cmp1.4.i570, i32 %147, i32 %cond.3.i569
  %cmp1.5.i573 = icmp eq i32 %159, 5
  %cond.5.i575 = select i1 %cmp1.5.i573, i32 %148, i32 %cond.4.i572
  %cmp1.6.i576 = icmp eq i32 %159, 6
  %cond.6.i578 = select i1 %cmp1.6.i576, i32 %149, i32 %cond.5.i575
  %cmp1.7.i579 = icmp eq i32 %159, 7
  %cond.7.i581 = select i1 %cmp1.7.i579, i32 %150, i32 %cond.6.i578
  %cmp1.8.i582 = icmp eq i32 %159, 8
  %cond.8.i584 = select i1 %cmp1.8.i582, i32 %151, i32 %cond.7.i581
  %cmp1.9.i585 = icmp eq i32 %159, 9
  %cond.9.i587 = select i1 %cmp1.9.i585, i32 %152, i32 %cond.8.i584
  %cmp1.10.i588 = icmp eq i32 %159, 10
  %cond.10.i590 = select i1 %cmp1.10.i588, i32 %153, i32 %cond.9.i587
  %cmp1.11.i591 = icmp eq i32 %159, 11
  %cond.11.i593 = select i1 %cmp1.11.i591, i32 %154, i32 %cond.10.i590
  %cmp1.12.i594 = icmp eq i32 %159, 12
  %cond.12.i596 = select i1 %cmp1.12.i594, i32 %155, i32 %cond.11.i593
  %cmp1.13.i597 = icmp eq i32 %159, 13
  %cond.13.i599 = select i1 %cmp1.13.i597, i32 %156, i32 %cond.12.i596
  %cmp1.14.i600 = icmp eq i32 %159, 14
  %cond.14.i602 = select i1 %cmp1.14.i600, i32 %157, i32 %cond.13.i599
  %cmp1.15.i603 = icmp eq i32 %159, 15
  %cond.15.i605 = select i1 %cmp1.15.i603, i32 %158, i32 %cond.14.i602
  %cmp2.i606 = icmp eq i32 %cond.15.i605, 0
  br i1 %cmp2.i606, label %_ZL9reduce_byRA16_jPKjS2_jj.exit912, label %if.end.i911

if.end.i911:                                      ; preds = %if.then114
  %arrayidx133 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom129
  %arrayidx130 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom129
  %idxprom3.i607 = zext i32 %159 to i64
  %arrayidx4.i608 = getelementptr inbounds i32, ptr %arrayidx130, i64 %idxprom3.i607
  %160 = load i32, ptr %arrayidx4.i608, align 4, !tbaa !24
  %arrayidx6.i609 = getelementptr inbounds i32, ptr %arrayidx133, i64 %idxprom3.i607
  %161 = load i32, ptr %arrayidx6.i609, align 4, !tbaa !24
  %mul.i.i610 = mul i32 %160, %143
  %162 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %143, i32 %161)
  %mul1.i.i611 = mul i32 %162, %q.sroa.0.0.copyload
  %sub.i.i612 = sub i32 %mul.i.i610, %mul1.i.i611
  %cmp.not.i.i613 = icmp ult i32 %sub.i.i612, %q.sroa.0.0.copyload
  %sub2.i.i614 = select i1 %cmp.not.i.i613, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i615 = sub i32 %sub.i.i612, %sub2.i.i614
  %163 = load i32, ptr %arrayidx130, align 4, !tbaa !24
  %164 = load i32, ptr %arrayidx133, align 4, !tbaa !24
  %mul.i.i.i616 = mul i32 %163, %cond.15.i605
  %165 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %164)
  %mul1.i.i.i617 = mul i32 %165, %q.sroa.0.0.copyload
  %sub.i.i.i618 = sub i32 %mul.i.i.i616, %mul1.i.i.i617
  %cmp.not.i.i.i619 = icmp ult i32 %sub.i.i.i618, %q.sroa.0.0.copyload
  %sub2.i.i.i620 = select i1 %cmp.not.i.i.i619, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.i621 = sub i32 %sub.i.i.i618, %sub2.i.i.i620
  %cmp.not.i3.i.i622 = icmp ult i32 %cond.i.i615, %cond.i.i.i621
  %add.i.i.i623 = select i1 %cmp.not.i3.i.i622, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.i624 = sub i32 %cond.i.i615, %cond.i.i.i621
  %cond.i4.i.i625 = add i32 %a.pn.i.i.i624, %add.i.i.i623
  %mul.i.1.i627 = mul i32 %160, %144
  %166 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %144, i32 %161)
  %mul1.i.1.i628 = mul i32 %166, %q.sroa.0.0.copyload
  %sub.i.1.i629 = sub i32 %mul.i.1.i627, %mul1.i.1.i628
  %cmp.not.i.1.i630 = icmp ult i32 %sub.i.1.i629, %q.sroa.0.0.copyload
  %sub2.i.1.i631 = select i1 %cmp.not.i.1.i630, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.1.i632 = sub i32 %sub.i.1.i629, %sub2.i.1.i631
  %arrayidx15.1.i633 = getelementptr inbounds i32, ptr %arrayidx130, i64 1
  %167 = load i32, ptr %arrayidx15.1.i633, align 4, !tbaa !24
  %arrayidx17.1.i634 = getelementptr inbounds i32, ptr %arrayidx133, i64 1
  %168 = load i32, ptr %arrayidx17.1.i634, align 4, !tbaa !24
  %mul.i.i.1.i635 = mul i32 %167, %cond.15.i605
  %169 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %168)
  %mul1.i.i.1.i636 = mul i32 %169, %q.sroa.0.0.copyload
  %sub.i.i.1.i637 = sub i32 %mul.i.i.1.i635, %mul1.i.i.1.i636
  %cmp.not.i.i.1.i638 = icmp ult i32 %sub.i.i.1.i637, %q.sroa.0.0.copyload
  %sub2.i.i.1.i639 = select i1 %cmp.not.i.i.1.i638, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.1.i640 = sub i32 %sub.i.i.1.i637, %sub2.i.i.1.i639
  %cmp.not.i3.i.1.i641 = icmp ult i32 %cond.i.1.i632, %cond.i.i.1.i640
  %add.i.i.1.i642 = select i1 %cmp.not.i3.i.1.i641, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.1.i643 = sub i32 %cond.i.1.i632, %cond.i.i.1.i640
  %cond.i4.i.1.i644 = add i32 %a.pn.i.i.1.i643, %add.i.i.1.i642
  %mul.i.2.i646 = mul i32 %160, %145
  %170 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %145, i32 %161)
  %mul1.i.2.i647 = mul i32 %170, %q.sroa.0.0.copyload
  %sub.i.2.i648 = sub i32 %mul.i.2.i646, %mul1.i.2.i647
  %cmp.not.i.2.i649 = icmp ult i32 %sub.i.2.i648, %q.sroa.0.0.copyload
  %sub2.i.2.i650 = select i1 %cmp.not.i.2.i649, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.2.i651 = sub i32 %sub.i.2.i648, %sub2.i.2.i650
  %arrayidx15.2.i652 = getelementptr inbounds i32, ptr %arrayidx130, i64 2
  %171 = load i32, ptr %arrayidx15.2.i652, align 4, !tbaa !24
  %arrayidx17.2.i653 = getelementptr inbounds i32, ptr %arrayidx133, i64 2
  %172 = load i32, ptr %arrayidx17.2.i653, align 4, !tbaa !24
  %mul.i.i.2.i654 = mul i32 %171, %cond.15.i605
  %173 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %172)
  %mul1.i.i.2.i655 = mul i32 %173, %q.sroa.0.0.copyload
  %sub.i.i.2.i656 = sub i32 %mul.i.i.2.i654, %mul1.i.i.2.i655
  %cmp.not.i.i.2.i657 = icmp ult i32 %sub.i.i.2.i656, %q.sroa.0.0.copyload
  %sub2.i.i.2.i658 = select i1 %cmp.not.i.i.2.i657, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.2.i659 = sub i32 %sub.i.i.2.i656, %sub2.i.i.2.i658
  %cmp.not.i3.i.2.i660 = icmp ult i32 %cond.i.2.i651, %cond.i.i.2.i659
  %add.i.i.2.i661 = select i1 %cmp.not.i3.i.2.i660, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.2.i662 = sub i32 %cond.i.2.i651, %cond.i.i.2.i659
  %cond.i4.i.2.i663 = add i32 %a.pn.i.i.2.i662, %add.i.i.2.i661
  %mul.i.3.i665 = mul i32 %160, %146
  %174 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %146, i32 %161)
  %mul1.i.3.i666 = mul i32 %174, %q.sroa.0.0.copyload
  %sub.i.3.i667 = sub i32 %mul.i.3.i665, %mul1.i.3.i666
  %cmp.not.i.3.i668 = icmp ult i32 %sub.i.3.i667, %q.sroa.0.0.copyload
  %sub2.i.3.i669 = select i1 %cmp.not.i.3.i668, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.3.i670 = sub i32 %sub.i.3.i667, %sub2.i.3.i669
  %arrayidx15.3.i671 = getelementptr inbounds i32, ptr %arrayidx130, i64 3
  %175 = load i32, ptr %arrayidx15.3.i671, align 4, !tbaa !24
  %arrayidx17.3.i672 = getelementptr inbounds i32, ptr %arrayidx133, i64 3
  %176 = load i32, ptr %arrayidx17.3.i672, align 4, !tbaa !24
  %mul.i.i.3.i673 = mul i32 %175, %cond.15.i605
  %177 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %176)
  %mul1.i.i.3.i674 = mul i32 %177, %q.sroa.0.0.copyload
  %sub.i.i.3.i675 = sub i32 %mul.i.i.3.i673, %mul1.i.i.3.i674
  %cmp.not.i.i.3.i676 = icmp ult i32 %sub.i.i.3.i675, %q.sroa.0.0.copyload
  %sub2.i.i.3.i677 = select i1 %cmp.not.i.i.3.i676, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.3.i678 = sub i32 %sub.i.i.3.i675, %sub2.i.i.3.i677
  %cmp.not.i3.i.3.i679 = icmp ult i32 %cond.i.3.i670, %cond.i.i.3.i678
  %add.i.i.3.i680 = select i1 %cmp.not.i3.i.3.i679, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.3.i681 = sub i32 %cond.i.3.i670, %cond.i.i.3.i678
  %cond.i4.i.3.i682 = add i32 %a.pn.i.i.3.i681, %add.i.i.3.i680
  %mul.i.4.i684 = mul i32 %160, %147
  %178 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %147, i32 %161)
  %mul1.i.4.i685 = mul i32 %178, %q.sroa.0.0.copyload
  %sub.i.4.i686 = sub i32 %mul.i.4.i684, %mul1.i.4.i685
  %cmp.not.i.4.i687 = icmp ult i32 %sub.i.4.i686, %q.sroa.0.0.copyload
  %sub2.i.4.i688 = select i1 %cmp.not.i.4.i687, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.4.i689 = sub i32 %sub.i.4.i686, %sub2.i.4.i688
  %arrayidx15.4.i690 = getelementptr inbounds i32, ptr %arrayidx130, i64 4
  %179 = load i32, ptr %arrayidx15.4.i690, align 4, !tbaa !24
  %arrayidx17.4.i691 = getelementptr inbounds i32, ptr %arrayidx133, i64 4
  %180 = load i32, ptr %arrayidx17.4.i691, align 4, !tbaa !24
  %mul.i.i.4.i692 = mul i32 %179, %cond.15.i605
  %181 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %180)
  %mul1.i.i.4.i693 = mul i32 %181, %q.sroa.0.0.copyload
  %sub.i.i.4.i694 = sub i32 %mul.i.i.4.i692, %mul1.i.i.4.i693
  %cmp.not.i.i.4.i695 = icmp ult i32 %sub.i.i.4.i694, %q.sroa.0.0.copyload
  %sub2.i.i.4.i696 = select i1 %cmp.not.i.i.4.i695, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.4.i697 = sub i32 %sub.i.i.4.i694, %sub2.i.i.4.i696
  %cmp.not.i3.i.4.i698 = icmp ult i32 %cond.i.4.i689, %cond.i.i.4.i697
  %add.i.i.4.i699 = select i1 %cmp.not.i3.i.4.i698, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.4.i700 = sub i32 %cond.i.4.i689, %cond.i.i.4.i697
  %cond.i4.i.4.i701 = add i32 %a.pn.i.i.4.i700, %add.i.i.4.i699
  %mul.i.5.i703 = mul i32 %160, %148
  %182 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %148, i32 %161)
  %mul1.i.5.i704 = mul i32 %182, %q.sroa.0.0.copyload
  %sub.i.5.i705 = sub i32 %mul.i.5.i703, %mul1.i.5.i704
  %cmp.not.i.5.i706 = icmp ult i32 %sub.i.5.i705, %q.sroa.0.0.copyload
  %sub2.i.5.i707 = select i1 %cmp.not.i.5.i706, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.5.i708 = sub i32 %sub.i.5.i705, %sub2.i.5.i707
  %arrayidx15.5.i709 = getelementptr inbounds i32, ptr %arrayidx130, i64 5
  %183 = load i32, ptr %arrayidx15.5.i709, align 4, !tbaa !24
  %arrayidx17.5.i710 = getelementptr inbounds i32, ptr %arrayidx133, i64 5
  %184 = load i32, ptr %arrayidx17.5.i710, align 4, !tbaa !24
  %mul.i.i.5.i711 = mul i32 %183, %cond.15.i605
  %185 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %184)
  %mul1.i.i.5.i712 = mul i32 %185, %q.sroa.0.0.copyload
  %sub.i.i.5.i713 = sub i32 %mul.i.i.5.i711, %mul1.i.i.5.i712
  %cmp.not.i.i.5.i714 = icmp ult i32 %sub.i.i.5.i713, %q.sroa.0.0.copyload
  %sub2.i.i.5.i715 = select i1 %cmp.not.i.i.5.i714, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.5.i716 = sub i32 %sub.i.i.5.i713, %sub2.i.i.5.i715
  %cmp.not.i3.i.5.i717 = icmp ult i32 %cond.i.5.i708, %cond.i.i.5.i716
  %add.i.i.5.i718 = select i1 %cmp.not.i3.i.5.i717, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.5.i719 = sub i32 %cond.i.5.i708, %cond.i.i.5.i716
  %cond.i4.i.5.i720 = add i32 %a.pn.i.i.5.i719, %add.i.i.5.i718
  %mul.i.6.i722 = mul i32 %160, %149
  %186 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %149, i32 %161)
  %mul1.i.6.i723 = mul i32 %186, %q.sroa.0.0.copyload
  %sub.i.6.i724 = sub i32 %mul.i.6.i722, %mul1.i.6.i723
  %cmp.not.i.6.i725 = icmp ult i32 %sub.i.6.i724, %q.sroa.0.0.copyload
  %sub2.i.6.i726 = select i1 %cmp.not.i.6.i725, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.6.i727 = sub i32 %sub.i.6.i724, %sub2.i.6.i726
  %arrayidx15.6.i728 = getelementptr inbounds i32, ptr %arrayidx130, i64 6
  %187 = load i32, ptr %arrayidx15.6.i728, align 4, !tbaa !24
  %arrayidx17.6.i729 = getelementptr inbounds i32, ptr %arrayidx133, i64 6
  %188 = load i32, ptr %arrayidx17.6.i729, align 4, !tbaa !24
  %mul.i.i.6.i730 = mul i32 %187, %cond.15.i605
  %189 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %188)
  %mul1.i.i.6.i731 = mul i32 %189, %q.sroa.0.0.copyload
  %sub.i.i.6.i732 = sub i32 %mul.i.i.6.i730, %mul1.i.i.6.i731
  %cmp.not.i.i.6.i733 = icmp ult i32 %sub.i.i.6.i732, %q.sroa.0.0.copyload
  %sub2.i.i.6.i734 = select i1 %cmp.not.i.i.6.i733, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.6.i735 = sub i32 %sub.i.i.6.i732, %sub2.i.i.6.i734
  %cmp.not.i3.i.6.i736 = icmp ult i32 %cond.i.6.i727, %cond.i.i.6.i735
  %add.i.i.6.i737 = select i1 %cmp.not.i3.i.6.i736, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.6.i738 = sub i32 %cond.i.6.i727, %cond.i.i.6.i735
  %cond.i4.i.6.i739 = add i32 %a.pn.i.i.6.i738, %add.i.i.6.i737
  %mul.i.7.i741 = mul i32 %160, %150
  %190 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %150, i32 %161)
  %mul1.i.7.i742 = mul i32 %190, %q.sroa.0.0.copyload
  %sub.i.7.i743 = sub i32 %mul.i.7.i741, %mul1.i.7.i742
  %cmp.not.i.7.i744 = icmp ult i32 %sub.i.7.i743, %q.sroa.0.0.copyload
  %sub2.i.7.i745 = select i1 %cmp.not.i.7.i744, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.7.i746 = sub i32 %sub.i.7.i743, %sub2.i.7.i745
  %arrayidx15.7.i747 = getelementptr inbounds i32, ptr %arrayidx130, i64 7
  %191 = load i32, ptr %arrayidx15.7.i747, align 4, !tbaa !24
  %arrayidx17.7.i748 = getelementptr inbounds i32, ptr %arrayidx133, i64 7
  %192 = load i32, ptr %arrayidx17.7.i748, align 4, !tbaa !24
  %mul.i.i.7.i749 = mul i32 %191, %cond.15.i605
  %193 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %192)
  %mul1.i.i.7.i750 = mul i32 %193, %q.sroa.0.0.copyload
  %sub.i.i.7.i751 = sub i32 %mul.i.i.7.i749, %mul1.i.i.7.i750
  %cmp.not.i.i.7.i752 = icmp ult i32 %sub.i.i.7.i751, %q.sroa.0.0.copyload
  %sub2.i.i.7.i753 = select i1 %cmp.not.i.i.7.i752, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.7.i754 = sub i32 %sub.i.i.7.i751, %sub2.i.i.7.i753
  %cmp.not.i3.i.7.i755 = icmp ult i32 %cond.i.7.i746, %cond.i.i.7.i754
  %add.i.i.7.i756 = select i1 %cmp.not.i3.i.7.i755, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.7.i757 = sub i32 %cond.i.7.i746, %cond.i.i.7.i754
  %cond.i4.i.7.i758 = add i32 %a.pn.i.i.7.i757, %add.i.i.7.i756
  %mul.i.8.i760 = mul i32 %160, %151
  %194 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %151, i32 %161)
  %mul1.i.8.i761 = mul i32 %194, %q.sroa.0.0.copyload
  %sub.i.8.i762 = sub i32 %mul.i.8.i760, %mul1.i.8.i761
  %cmp.not.i.8.i763 = icmp ult i32 %sub.i.8.i762, %q.sroa.0.0.copyload
  %sub2.i.8.i764 = select i1 %cmp.not.i.8.i763, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.8.i765 = sub i32 %sub.i.8.i762, %sub2.i.8.i764
  %arrayidx15.8.i766 = getelementptr inbounds i32, ptr %arrayidx130, i64 8
  %195 = load i32, ptr %arrayidx15.8.i766, align 4, !tbaa !24
  %arrayidx17.8.i767 = getelementptr inbounds i32, ptr %arrayidx133, i64 8
  %196 = load i32, ptr %arrayidx17.8.i767, align 4, !tbaa !24
  %mul.i.i.8.i768 = mul i32 %195, %cond.15.i605
  %197 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %196)
  %mul1.i.i.8.i769 = mul i32 %197, %q.sroa.0.0.copyload
  %sub.i.i.8.i770 = sub i32 %mul.i.i.8.i768, %mul1.i.i.8.i769
  %cmp.not.i.i.8.i771 = icmp ult i32 %sub.i.i.8.i770, %q.sroa.0.0.copyload
  %sub2.i.i.8.i772 = select i1 %cmp.not.i.i.8.i771, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.8.i773 = sub i32 %sub.i.i.8.i770, %sub2.i.i.8.i772
  %cmp.not.i3.i.8.i774 = icmp ult i32 %cond.i.8.i765, %cond.i.i.8.i773
  %add.i.i.8.i775 = select i1 %cmp.not.i3.i.8.i774, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.8.i776 = sub i32 %cond.i.8.i765, %cond.i.i.8.i773
  %cond.i4.i.8.i777 = add i32 %a.pn.i.i.8.i776, %add.i.i.8.i775
  %mul.i.9.i779 = mul i32 %160, %152
  %198 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %152, i32 %161)
  %mul1.i.9.i780 = mul i32 %198, %q.sroa.0.0.copyload
  %sub.i.9.i781 = sub i32 %mul.i.9.i779, %mul1.i.9.i780
  %cmp.not.i.9.i782 = icmp ult i32 %sub.i.9.i781, %q.sroa.0.0.copyload
  %sub2.i.9.i783 = select i1 %cmp.not.i.9.i782, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.9.i784 = sub i32 %sub.i.9.i781, %sub2.i.9.i783
  %arrayidx15.9.i785 = getelementptr inbounds i32, ptr %arrayidx130, i64 9
  %199 = load i32, ptr %arrayidx15.9.i785, align 4, !tbaa !24
  %arrayidx17.9.i786 = getelementptr inbounds i32, ptr %arrayidx133, i64 9
  %200 = load i32, ptr %arrayidx17.9.i786, align 4, !tbaa !24
  %mul.i.i.9.i787 = mul i32 %199, %cond.15.i605
  %201 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %200)
  %mul1.i.i.9.i788 = mul i32 %201, %q.sroa.0.0.copyload
  %sub.i.i.9.i789 = sub i32 %mul.i.i.9.i787, %mul1.i.i.9.i788
  %cmp.not.i.i.9.i790 = icmp ult i32 %sub.i.i.9.i789, %q.sroa.0.0.copyload
  %sub2.i.i.9.i791 = select i1 %cmp.not.i.i.9.i790, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.9.i792 = sub i32 %sub.i.i.9.i789, %sub2.i.i.9.i791
  %cmp.not.i3.i.9.i793 = icmp ult i32 %cond.i.9.i784, %cond.i.i.9.i792
  %add.i.i.9.i794 = select i1 %cmp.not.i3.i.9.i793, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.9.i795 = sub i32 %cond.i.9.i784, %cond.i.i.9.i792
  %cond.i4.i.9.i796 = add i32 %a.pn.i.i.9.i795, %add.i.i.9.i794
  %mul.i.10.i798 = mul i32 %160, %153
  %202 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %153, i32 %161)
  %mul1.i.10.i799 = mul i32 %202, %q.sroa.0.0.copyload
  %sub.i.10.i800 = sub i32 %mul.i.10.i798, %mul1.i.10.i799
  %cmp.not.i.10.i801 = icmp ult i32 %sub.i.10.i800, %q.sroa.0.0.copyload
  %sub2.i.10.i802 = select i1 %cmp.not.i.10.i801, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.10.i803 = sub i32 %sub.i.10.i800, %sub2.i.10.i802
  %arrayidx15.10.i804 = getelementptr inbounds i32, ptr %arrayidx130, i64 10
  %203 = load i32, ptr %arrayidx15.10.i804, align 4, !tbaa !24
  %arrayidx17.10.i805 = getelementptr inbounds i32, ptr %arrayidx133, i64 10
  %204 = load i32, ptr %arrayidx17.10.i805, align 4, !tbaa !24
  %mul.i.i.10.i806 = mul i32 %203, %cond.15.i605
  %205 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %204)
  %mul1.i.i.10.i807 = mul i32 %205, %q.sroa.0.0.copyload
  %sub.i.i.10.i808 = sub i32 %mul.i.i.10.i806, %mul1.i.i.10.i807
  %cmp.not.i.i.10.i809 = icmp ult i32 %sub.i.i.10.i808, %q.sroa.0.0.copyload
  %sub2.i.i.10.i810 = select i1 %cmp.not.i.i.10.i809, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.10.i811 = sub i32 %sub.i.i.10.i808, %sub2.i.i.10.i810
  %cmp.not.i3.i.10.i812 = icmp ult i32 %cond.i.10.i803, %cond.i.i.10.i811
  %add.i.i.10.i813 = select i1 %cmp.not.i3.i.10.i812, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.10.i814 = sub i32 %cond.i.10.i803, %cond.i.i.10.i811
  %cond.i4.i.10.i815 = add i32 %a.pn.i.i.10.i814, %add.i.i.10.i813
  %mul.i.11.i817 = mul i32 %160, %154
  %206 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %154, i32 %161)
  %mul1.i.11.i818 = mul i32 %206, %q.sroa.0.0.copyload
  %sub.i.11.i819 = sub i32 %mul.i.11.i817, %mul1.i.11.i818
  %cmp.not.i.11.i820 = icmp ult i32 %sub.i.11.i819, %q.sroa.0.0.copyload
  %sub2.i.11.i821 = select i1 %cmp.not.i.11.i820, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.11.i822 = sub i32 %sub.i.11.i819, %sub2.i.11.i821
  %arrayidx15.11.i823 = getelementptr inbounds i32, ptr %arrayidx130, i64 11
  %207 = load i32, ptr %arrayidx15.11.i823, align 4, !tbaa !24
  %arrayidx17.11.i824 = getelementptr inbounds i32, ptr %arrayidx133, i64 11
  %208 = load i32, ptr %arrayidx17.11.i824, align 4, !tbaa !24
  %mul.i.i.11.i825 = mul i32 %207, %cond.15.i605
  %209 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %208)
  %mul1.i.i.11.i826 = mul i32 %209, %q.sroa.0.0.copyload
  %sub.i.i.11.i827 = sub i32 %mul.i.i.11.i825, %mul1.i.i.11.i826
  %cmp.not.i.i.11.i828 = icmp ult i32 %sub.i.i.11.i827, %q.sroa.0.0.copyload
  %sub2.i.i.11.i829 = select i1 %cmp.not.i.i.11.i828, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.11.i830 = sub i32 %sub.i.i.11.i827, %sub2.i.i.11.i829
  %cmp.not.i3.i.11.i831 = icmp ult i32 %cond.i.11.i822, %cond.i.i.11.i830
  %add.i.i.11.i832 = select i1 %cmp.not.i3.i.11.i831, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.11.i833 = sub i32 %cond.i.11.i822, %cond.i.i.11.i830
  %cond.i4.i.11.i834 = add i32 %a.pn.i.i.11.i833, %add.i.i.11.i832
  %mul.i.12.i836 = mul i32 %160, %155
  %210 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %155, i32 %161)
  %mul1.i.12.i837 = mul i32 %210, %q.sroa.0.0.copyload
  %sub.i.12.i838 = sub i32 %mul.i.12.i836, %mul1.i.12.i837
  %cmp.not.i.12.i839 = icmp ult i32 %sub.i.12.i838, %q.sroa.0.0.copyload
  %sub2.i.12.i840 = select i1 %cmp.not.i.12.i839, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.12.i841 = sub i32 %sub.i.12.i838, %sub2.i.12.i840
  %arrayidx15.12.i842 = getelementptr inbounds i32, ptr %arrayidx130, i64 12
  %211 = load i32, ptr %arrayidx15.12.i842, align 4, !tbaa !24
  %arrayidx17.12.i843 = getelementptr inbounds i32, ptr %arrayidx133, i64 12
  %212 = load i32, ptr %arrayidx17.12.i843, align 4, !tbaa !24
  %mul.i.i.12.i844 = mul i32 %211, %cond.15.i605
  %213 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %212)
  %mul1.i.i.12.i845 = mul i32 %213, %q.sroa.0.0.copyload
  %sub.i.i.12.i846 = sub i32 %mul.i.i.12.i844, %mul1.i.i.12.i845
  %cmp.not.i.i.12.i847 = icmp ult i32 %sub.i.i.12.i846, %q.sroa.0.0.copyload
  %sub2.i.i.12.i848 = select i1 %cmp.not.i.i.12.i847, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.12.i849 = sub i32 %sub.i.i.12.i846, %sub2.i.i.12.i848
  %cmp.not.i3.i.12.i850 = icmp ult i32 %cond.i.12.i841, %cond.i.i.12.i849
  %add.i.i.12.i851 = select i1 %cmp.not.i3.i.12.i850, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.12.i852 = sub i32 %cond.i.12.i841, %cond.i.i.12.i849
  %cond.i4.i.12.i853 = add i32 %a.pn.i.i.12.i852, %add.i.i.12.i851
  %mul.i.13.i855 = mul i32 %160, %156
  %214 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %156, i32 %161)
  %mul1.i.13.i856 = mul i32 %214, %q.sroa.0.0.copyload
  %sub.i.13.i857 = sub i32 %mul.i.13.i855, %mul1.i.13.i856
  %cmp.not.i.13.i858 = icmp ult i32 %sub.i.13.i857, %q.sroa.0.0.copyload
  %sub2.i.13.i859 = select i1 %cmp.not.i.13.i858, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.13.i860 = sub i32 %sub.i.13.i857, %sub2.i.13.i859
  %arrayidx15.13.i861 = getelementptr inbounds i32, ptr %arrayidx130, i64 13
  %215 = load i32, ptr %arrayidx15.13.i861, align 4, !tbaa !24
  %arrayidx17.13.i862 = getelementptr inbounds i32, ptr %arrayidx133, i64 13
  %216 = load i32, ptr %arrayidx17.13.i862, align 4, !tbaa !24
  %mul.i.i.13.i863 = mul i32 %215, %cond.15.i605
  %217 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %216)
  %mul1.i.i.13.i864 = mul i32 %217, %q.sroa.0.0.copyload
  %sub.i.i.13.i865 = sub i32 %mul.i.i.13.i863, %mul1.i.i.13.i864
  %cmp.not.i.i.13.i866 = icmp ult i32 %sub.i.i.13.i865, %q.sroa.0.0.copyload
  %sub2.i.i.13.i867 = select i1 %cmp.not.i.i.13.i866, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.13.i868 = sub i32 %sub.i.i.13.i865, %sub2.i.i.13.i867
  %cmp.not.i3.i.13.i869 = icmp ult i32 %cond.i.13.i860, %cond.i.i.13.i868
  %add.i.i.13.i870 = select i1 %cmp.not.i3.i.13.i869, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.13.i871 = sub i32 %cond.i.13.i860, %cond.i.i.13.i868
  %cond.i4.i.13.i872 = add i32 %a.pn.i.i.13.i871, %add.i.i.13.i870
  %mul.i.14.i874 = mul i32 %160, %157
  %218 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %157, i32 %161)
  %mul1.i.14.i875 = mul i32 %218, %q.sroa.0.0.copyload
  %sub.i.14.i876 = sub i32 %mul.i.14.i874, %mul1.i.14.i875
  %cmp.not.i.14.i877 = icmp ult i32 %sub.i.14.i876, %q.sroa.0.0.copyload
  %sub2.i.14.i878 = select i1 %cmp.not.i.14.i877, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.14.i879 = sub i32 %sub.i.14.i876, %sub2.i.14.i878
  %arrayidx15.14.i880 = getelementptr inbounds i32, ptr %arrayidx130, i64 14
  %219 = load i32, ptr %arrayidx15.14.i880, align 4, !tbaa !24
  %arrayidx17.14.i881 = getelementptr inbounds i32, ptr %arrayidx133, i64 14
  %220 = load i32, ptr %arrayidx17.14.i881, align 4, !tbaa !24
  %mul.i.i.14.i882 = mul i32 %219, %cond.15.i605
  %221 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %220)
  %mul1.i.i.14.i883 = mul i32 %221, %q.sroa.0.0.copyload
  %sub.i.i.14.i884 = sub i32 %mul.i.i.14.i882, %mul1.i.i.14.i883
  %cmp.not.i.i.14.i885 = icmp ult i32 %sub.i.i.14.i884, %q.sroa.0.0.copyload
  %sub2.i.i.14.i886 = select i1 %cmp.not.i.i.14.i885, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.14.i887 = sub i32 %sub.i.i.14.i884, %sub2.i.i.14.i886
  %cmp.not.i3.i.14.i888 = icmp ult i32 %cond.i.14.i879, %cond.i.i.14.i887
  %add.i.i.14.i889 = select i1 %cmp.not.i3.i.14.i888, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.14.i890 = sub i32 %cond.i.14.i879, %cond.i.i.14.i887
  %cond.i4.i.14.i891 = add i32 %a.pn.i.i.14.i890, %add.i.i.14.i889
  %mul.i.15.i893 = mul i32 %160, %158
  %222 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %158, i32 %161)
  %mul1.i.15.i894 = mul i32 %222, %q.sroa.0.0.copyload
  %sub.i.15.i895 = sub i32 %mul.i.15.i893, %mul1.i.15.i894
  %cmp.not.i.15.i896 = icmp ult i32 %sub.i.15.i895, %q.sroa.0.0.copyload
  %sub2.i.15.i897 = select i1 %cmp.not.i.15.i896, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.15.i898 = sub i32 %sub.i.15.i895, %sub2.i.15.i897
  %arrayidx15.15.i899 = getelementptr inbounds i32, ptr %arrayidx130, i64 15
  %223 = load i32, ptr %arrayidx15.15.i899, align 4, !tbaa !24
  %arrayidx17.15.i900 = getelementptr inbounds i32, ptr %arrayidx133, i64 15
  %224 = load i32, ptr %arrayidx17.15.i900, align 4, !tbaa !24
  %mul.i.i.15.i901 = mul i32 %223, %cond.15.i605
  %225 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i605, i32 %224)
  %mul1.i.i.15.i902 = mul i32 %225, %q.sroa.0.0.copyload
  %sub.i.i.15.i903 = sub i32 %mul.i.i.15.i901, %mul1.i.i.15.i902
  %cmp.not.i.i.15.i904 = icmp ult i32 %sub.i.i.15.i903, %q.sroa.0.0.copyload
  %sub2.i.i.15.i905 = select i1 %cmp.not.i.i.15.i904, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.15.i906 = sub i32 %sub.i.i.15.i903, %sub2.i.i.15.i905
  %cmp.not.i3.i.15.i907 = icmp ult i32 %cond.i.15.i898, %cond.i.i.15.i906
  %add.i.i.15.i908 = select i1 %cmp.not.i3.i.15.i907, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.15.i909 = sub i32 %cond.i.15.i898, %cond.i.i.15.i906
  %cond.i4.i.15.i910 = add i32 %a.pn.i.i.15.i909, %add.i.i.15.i908
  br label %_ZL9reduce_byRA16_jPKjS2_jj.exit912

_ZL9reduce_byRA16_jPKjS2_jj.exit912:              ; preds = %if.then114, %if.end.i911
  %v.sroa.62.0 = phi i32 [ %158, %if.then114 ], [ %cond.i4.i.15.i910, %if.end.i911 ]
  %v.sroa.58.0 = phi i32 [ %157, %if.then114 ], [ %cond.i4.i.14.i891, %if.end.i911 ]
  %v.sroa.54.0 = phi i32 [ %156, %if.then114 ], [ %cond.i4.i.13.i872, %if.end.i911 ]
  %v.sroa.50.0 = phi i32 [ %155, %if.then114 ], [ %cond.i4.i.12.i853, %if.end.i911 ]
  %v.sroa.46.0 = phi i32 [ %154, %if.then114 ], [ %cond.i4.i.11.i834, %if.end.i911 ]
  %v.sroa.42.0 = phi i32 [ %153, %if.then114 ], [ %cond.i4.i.10.i815, %if.end.i911 ]
  %v.sroa.38.0 = phi i32 [ %152, %if.then114 ], [ %cond.i4.i.9.i796, %if.end.i911 ]
  %v.sroa.34.0 = phi i32 [ %151, %if.then114 ], [ %cond.i4.i.8.i777, %if.end.i911 ]
  %v.sroa.30.0 = phi i32 [ %150, %if.then114 ], [ %cond.i4.i.7.i758, %if.end.i911 ]
  %v.sroa.26.0 = phi i32 [ %149, %if.then114 ], [ %cond.i4.i.6.i739, %if.end.i911 ]
  %v.sroa.22.0 = phi i32 [ %148, %if.then114 ], [ %cond.i4.i.5.i720, %if.end.i911 ]
  %v.sroa.18.0 = phi i32 [ %147, %if.then114 ], [ %cond.i4.i.4.i701, %if.end.i911 ]
  %v.sroa.14.0 = phi i32 [ %146, %if.then114 ], [ %cond.i4.i.3.i682, %if.end.i911 ]
  %v.sroa.10.0 = phi i32 [ %145, %if.then114 ], [ %cond.i4.i.2.i663, %if.end.i911 ]
  %v.sroa.6.0 = phi i32 [ %144, %if.then114 ], [ %cond.i4.i.1.i644, %if.end.i911 ]
  %v.sroa.0.0 = phi i32 [ %143, %if.then114 ], [ %cond.i4.i.i625, %if.end.i911 ]
  store i32 %v.sroa.0.0, ptr %arrayidx123, align 4, !tbaa !24
  %conv.i913 = zext i32 %v.sroa.0.0 to i64
  %shl.i914 = shl nuw i64 %conv.i913, 32
  %226 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914, i64 %q.sroa.231372.0.copyload)
  %mul.i916 = mul i64 %226, %conv1.i
  %sub.i917 = sub i64 %shl.i914, %mul.i916
  %cmp.not.i918 = icmp uge i64 %sub.i917, %conv1.i
  %add.i919 = zext i1 %cmp.not.i918 to i64
  %cond.i920 = add i64 %226, %add.i919
  %conv4.i921 = trunc i64 %cond.i920 to i32
  store i32 %conv4.i921, ptr %arrayidx155, align 4, !tbaa !24
  store i32 %v.sroa.6.0, ptr %arrayidx123.1, align 4, !tbaa !24
  %conv.i913.1 = zext i32 %v.sroa.6.0 to i64
  %shl.i914.1 = shl nuw i64 %conv.i913.1, 32
  %227 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.1, i64 %q.sroa.231372.0.copyload)
  %mul.i916.1 = mul i64 %227, %conv1.i
  %sub.i917.1 = sub i64 %shl.i914.1, %mul.i916.1
  %cmp.not.i918.1 = icmp uge i64 %sub.i917.1, %conv1.i
  %add.i919.1 = zext i1 %cmp.not.i918.1 to i64
  %cond.i920.1 = add i64 %227, %add.i919.1
  %conv4.i921.1 = trunc i64 %cond.i920.1 to i32
  store i32 %conv4.i921.1, ptr %arrayidx155.1, align 4, !tbaa !24
  store i32 %v.sroa.10.0, ptr %arrayidx123.2, align 4, !tbaa !24
  %conv.i913.2 = zext i32 %v.sroa.10.0 to i64
  %shl.i914.2 = shl nuw i64 %conv.i913.2, 32
  %228 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.2, i64 %q.sroa.231372.0.copyload)
  %mul.i916.2 = mul i64 %228, %conv1.i
  %sub.i917.2 = sub i64 %shl.i914.2, %mul.i916.2
  %cmp.not.i918.2 = icmp uge i64 %sub.i917.2, %conv1.i
  %add.i919.2 = zext i1 %cmp.not.i918.2 to i64
  %cond.i920.2 = add i64 %228, %add.i919.2
  %conv4.i921.2 = trunc i64 %cond.i920.2 to i32
  store i32 %conv4.i921.2, ptr %arrayidx155.2, align 4, !tbaa !24
  store i32 %v.sroa.14.0, ptr %arrayidx123.3, align 4, !tbaa !24
  %conv.i913.3 = zext i32 %v.sroa.14.0 to i64
  %shl.i914.3 = shl nuw i64 %conv.i913.3, 32
  %229 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.3, i64 %q.sroa.231372.0.copyload)
  %mul.i916.3 = mul i64 %229, %conv1.i
  %sub.i917.3 = sub i64 %shl.i914.3, %mul.i916.3
  %cmp.not.i918.3 = icmp uge i64 %sub.i917.3, %conv1.i
  %add.i919.3 = zext i1 %cmp.not.i918.3 to i64
  %cond.i920.3 = add i64 %229, %add.i919.3
  %conv4.i921.3 = trunc i64 %cond.i920.3 to i32
  store i32 %conv4.i921.3, ptr %arrayidx155.3, align 4, !tbaa !24
  store i32 %v.sroa.18.0, ptr %arrayidx123.4, align 4, !tbaa !24
  %conv.i913.4 = zext i32 %v.sroa.18.0 to i64
  %shl.i914.4 = shl nuw i64 %conv.i913.4, 32
  %230 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.4, i64 %q.sroa.231372.0.copyload)
  %mul.i916.4 = mul i64 %230, %conv1.i
  %sub.i917.4 = sub i64 %shl.i914.4, %mul.i916.4
  %cmp.not.i918.4 = icmp uge i64 %sub.i917.4, %conv1.i
  %add.i919.4 = zext i1 %cmp.not.i918.4 to i64
  %cond.i920.4 = add i64 %230, %add.i919.4
  %conv4.i921.4 = trunc i64 %cond.i920.4 to i32
  store i32 %conv4.i921.4, ptr %arrayidx155.4, align 4, !tbaa !24
  store i32 %v.sroa.22.0, ptr %arrayidx123.5, align 4, !tbaa !24
  %conv.i913.5 = zext i32 %v.sroa.22.0 to i64
  %shl.i914.5 = shl nuw i64 %conv.i913.5, 32
  %231 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.5, i64 %q.sroa.231372.0.copyload)
  %mul.i916.5 = mul i64 %231, %conv1.i
  %sub.i917.5 = sub i64 %shl.i914.5, %mul.i916.5
  %cmp.not.i918.5 = icmp uge i64 %sub.i917.5, %conv1.i
  %add.i919.5 = zext i1 %cmp.not.i918.5 to i64
  %cond.i920.5 = add i64 %231, %add.i919.5
  %conv4.i921.5 = trunc i64 %cond.i920.5 to i32
  store i32 %conv4.i921.5, ptr %arrayidx155.5, align 4, !tbaa !24
  store i32 %v.sroa.26.0, ptr %arrayidx123.6, align 4, !tbaa !24
  %conv.i913.6 = zext i32 %v.sroa.26.0 to i64
  %shl.i914.6 = shl nuw i64 %conv.i913.6, 32
  %232 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.6, i64 %q.sroa.231372.0.copyload)
  %mul.i916.6 = mul i64 %232, %conv1.i
  %sub.i917.6 = sub i64 %shl.i914.6, %mul.i916.6
  %cmp.not.i918.6 = icmp uge i64 %sub.i917.6, %conv1.i
  %add.i919.6 = zext i1 %cmp.not.i918.6 to i64
  %cond.i920.6 = add i64 %232, %add.i919.6
  %conv4.i921.6 = trunc i64 %cond.i920.6 to i32
  store i32 %conv4.i921.6, ptr %arrayidx155.6, align 4, !tbaa !24
  store i32 %v.sroa.30.0, ptr %arrayidx123.7, align 4, !tbaa !24
  %conv.i913.7 = zext i32 %v.sroa.30.0 to i64
  %shl.i914.7 = shl nuw i64 %conv.i913.7, 32
  %233 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.7, i64 %q.sroa.231372.0.copyload)
  %mul.i916.7 = mul i64 %233, %conv1.i
  %sub.i917.7 = sub i64 %shl.i914.7, %mul.i916.7
  %cmp.not.i918.7 = icmp uge i64 %sub.i917.7, %conv1.i
  %add.i919.7 = zext i1 %cmp.not.i918.7 to i64
  %cond.i920.7 = add i64 %233, %add.i919.7
  %conv4.i921.7 = trunc i64 %cond.i920.7 to i32
  store i32 %conv4.i921.7, ptr %arrayidx155.7, align 4, !tbaa !24
  store i32 %v.sroa.34.0, ptr %arrayidx123.8, align 4, !tbaa !24
  %conv.i913.8 = zext i32 %v.sroa.34.0 to i64
  %shl.i914.8 = shl nuw i64 %conv.i913.8, 32
  %234 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.8, i64 %q.sroa.231372.0.copyload)
  %mul.i916.8 = mul i64 %234, %conv1.i
  %sub.i917.8 = sub i64 %shl.i914.8, %mul.i916.8
  %cmp.not.i918.8 = icmp uge i64 %sub.i917.8, %conv1.i
  %add.i919.8 = zext i1 %cmp.not.i918.8 to i64
  %cond.i920.8 = add i64 %234, %add.i919.8
  %conv4.i921.8 = trunc i64 %cond.i920.8 to i32
  store i32 %conv4.i921.8, ptr %arrayidx155.8, align 4, !tbaa !24
  store i32 %v.sroa.38.0, ptr %arrayidx123.9, align 4, !tbaa !24
  %conv.i913.9 = zext i32 %v.sroa.38.0 to i64
  %shl.i914.9 = shl nuw i64 %conv.i913.9, 32
  %235 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.9, i64 %q.sroa.231372.0.copyload)
  %mul.i916.9 = mul i64 %235, %conv1.i
  %sub.i917.9 = sub i64 %shl.i914.9, %mul.i916.9
  %cmp.not.i918.9 = icmp uge i64 %sub.i917.9, %conv1.i
  %add.i919.9 = zext i1 %cmp.not.i918.9 to i64
  %cond.i920.9 = add i64 %235, %add.i919.9
  %conv4.i921.9 = trunc i64 %cond.i920.9 to i32
  store i32 %conv4.i921.9, ptr %arrayidx155.9, align 4, !tbaa !24
  store i32 %v.sroa.42.0, ptr %arrayidx123.10, align 4, !tbaa !24
  %conv.i913.10 = zext i32 %v.sroa.42.0 to i64
  %shl.i914.10 = shl nuw i64 %conv.i913.10, 32
  %236 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.10, i64 %q.sroa.231372.0.copyload)
  %mul.i916.10 = mul i64 %236, %conv1.i
  %sub.i917.10 = sub i64 %shl.i914.10, %mul.i916.10
  %cmp.not.i918.10 = icmp uge i64 %sub.i917.10, %conv1.i
  %add.i919.10 = zext i1 %cmp.not.i918.10 to i64
  %cond.i920.10 = add i64 %236, %add.i919.10
  %conv4.i921.10 = trunc i64 %cond.i920.10 to i32
  store i32 %conv4.i921.10, ptr %arrayidx155.10, align 4, !tbaa !24
  store i32 %v.sroa.46.0, ptr %arrayidx123.11, align 4, !tbaa !24
  %conv.i913.11 = zext i32 %v.sroa.46.0 to i64
  %shl.i914.11 = shl nuw i64 %conv.i913.11, 32
  %237 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.11, i64 %q.sroa.231372.0.copyload)
  %mul.i916.11 = mul i64 %237, %conv1.i
  %sub.i917.11 = sub i64 %shl.i914.11, %mul.i916.11
  %cmp.not.i918.11 = icmp uge i64 %sub.i917.11, %conv1.i
  %add.i919.11 = zext i1 %cmp.not.i918.11 to i64
  %cond.i920.11 = add i64 %237, %add.i919.11
  %conv4.i921.11 = trunc i64 %cond.i920.11 to i32
  store i32 %conv4.i921.11, ptr %arrayidx155.11, align 4, !tbaa !24
  store i32 %v.sroa.50.0, ptr %arrayidx123.12, align 4, !tbaa !24
  %conv.i913.12 = zext i32 %v.sroa.50.0 to i64
  %shl.i914.12 = shl nuw i64 %conv.i913.12, 32
  %238 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.12, i64 %q.sroa.231372.0.copyload)
  %mul.i916.12 = mul i64 %238, %conv1.i
  %sub.i917.12 = sub i64 %shl.i914.12, %mul.i916.12
  %cmp.not.i918.12 = icmp uge i64 %sub.i917.12, %conv1.i
  %add.i919.12 = zext i1 %cmp.not.i918.12 to i64
  %cond.i920.12 = add i64 %238, %add.i919.12
  %conv4.i921.12 = trunc i64 %cond.i920.12 to i32
  store i32 %conv4.i921.12, ptr %arrayidx155.12, align 4, !tbaa !24
  store i32 %v.sroa.54.0, ptr %arrayidx123.13, align 4, !tbaa !24
  %conv.i913.13 = zext i32 %v.sroa.54.0 to i64
  %shl.i914.13 = shl nuw i64 %conv.i913.13, 32
  %239 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.13, i64 %q.sroa.231372.0.copyload)
  %mul.i916.13 = mul i64 %239, %conv1.i
  %sub.i917.13 = sub i64 %shl.i914.13, %mul.i916.13
  %cmp.not.i918.13 = icmp uge i64 %sub.i917.13, %conv1.i
  %add.i919.13 = zext i1 %cmp.not.i918.13 to i64
  %cond.i920.13 = add i64 %239, %add.i919.13
  %conv4.i921.13 = trunc i64 %cond.i920.13 to i32
  store i32 %conv4.i921.13, ptr %arrayidx155.13, align 4, !tbaa !24
  store i32 %v.sroa.58.0, ptr %arrayidx123.14, align 4, !tbaa !24
  %conv.i913.14 = zext i32 %v.sroa.58.0 to i64
  %shl.i914.14 = shl nuw i64 %conv.i913.14, 32
  %240 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.14, i64 %q.sroa.231372.0.copyload)
  %mul.i916.14 = mul i64 %240, %conv1.i
  %sub.i917.14 = sub i64 %shl.i914.14, %mul.i916.14
  %cmp.not.i918.14 = icmp uge i64 %sub.i917.14, %conv1.i
  %add.i919.14 = zext i1 %cmp.not.i918.14 to i64
  %cond.i920.14 = add i64 %240, %add.i919.14
  %conv4.i921.14 = trunc i64 %cond.i920.14 to i32
  store i32 %conv4.i921.14, ptr %arrayidx155.14, align 4, !tbaa !24
  store i32 %v.sroa.62.0, ptr %arrayidx123.15, align 4, !tbaa !24
  %conv.i913.15 = zext i32 %v.sroa.62.0 to i64
  %shl.i914.15 = shl nuw i64 %conv.i913.15, 32
  %241 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i914.15, i64 %q.sroa.231372.0.copyload)
  %mul.i916.15 = mul i64 %241, %conv1.i
  %sub.i917.15 = sub i64 %shl.i914.15, %mul.i916.15
  %cmp.not.i918.15 = icmp uge i64 %sub.i917.15, %conv1.i
  %add.i919.15 = zext i1 %cmp.not.i918.15 to i64
  %cond.i920.15 = add i64 %241, %add.i919.15
  %conv4.i921.15 = trunc i64 %cond.i920.15 to i32
  store i32 %conv4.i921.15, ptr %arrayidx155.15, align 4, !tbaa !24
  br label %if.end159

if.end159:                                        ; preds = %if.end112.if.end159_crit_edge, %_ZL9reduce_byRA16_jPKjS2_jj.exit912
  %idxprom160.pre-phi = phi i64 [ %.pre1526, %if.end112.if.end159_crit_edge ], [ %idxprom129, %_ZL9reduce_byRA16_jPKjS2_jj.exit912 ]
  %arrayidx167 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom160.pre-phi
  %242 = load i32, ptr %arrayidx167, align 4, !tbaa !24
  %cmp1.i922 = icmp eq i32 %242, 0
  %spec.select.i923 = select i1 %cmp1.i922, i32 %x.sroa.0.4, i32 0
  %cmp1.1.i924 = icmp eq i32 %242, 1
  %cond.1.i926 = select i1 %cmp1.1.i924, i32 %x.sroa.11.4, i32 %spec.select.i923
  %cmp1.2.i927 = icmp eq i32 %242, 2
  %cond.2.i929 = select i1 %cmp1.2.i927, i32 %x.sroa.20.4, i32 %cond.1.i926
  %cmp1.3.i930 = icmp eq i32 %242, 3
  %cond.3.i932 = select i1 %cmp1.3.i930, i32 %x.sroa.29.4, i32 %cond.2.i929
  %cmp1.4.i933 = icmp eq i32 %242, 4
  %cond.4.i935 = select i1 %cmp1.4.i933, i32 %x.sroa.38.4, i32 %cond.3.i932
  %cmp1.5.i936 = icmp eq i32 %242, 5
  %cond.5.i938 = select i1 %cmp1.5.i936, i32 %x.sroa.47.4, i32 %cond.4.i935
  %cmp1.6.i939 = icmp eq i32 %242, 6
  %cond.6.i941 = select i1 %cmp1.6.i939, i32 %x.sroa.56.4, i32 %cond.5.i938
  %cmp1.7.i942 = icmp eq i32 %242, 7
  %cond.7.i944 = select i1 %cmp1.7.i942, i32 %x.sroa.65.4, i32 %cond.6.i941
  %cmp1.8.i945 = icmp eq i32 %242, 8
  %cond.8.i947 = select i1 %cmp1.8.i945, i32 %x.sroa.74.4, i32 %cond.7.i944
  %cmp1.9.i948 = icmp eq i32 %242, 9
  %cond.9.i950 = select i1 %cmp1.9.i948, i32 %x.sroa.83.4, i32 %cond.8.i947
  %cmp1.10.i951 = icmp eq i32 %242, 10
  %cond.10.i953 = select i1 %cmp1.10.i951, i32 %x.sroa.92.4, i32 %cond.9.i950
  %cmp1.11.i954 = icmp eq i32 %242, 11
  %cond.11.i956 = select i1 %cmp1.11.i954, i32 %x.sroa.101.4, i32 %cond.10.i953
  %cmp1.12.i957 = icmp eq i32 %242, 12
  %cond.12.i959 = select i1 %cmp1.12.i957, i32 %x.sroa.110.4, i32 %cond.11.i956
  %cmp1.13.i960 = icmp eq i32 %242, 13
  %cond.13.i962 = select i1 %cmp1.13.i960, i32 %x.sroa.119.4, i32 %cond.12.i959
  %cmp1.14.i963 = icmp eq i32 %242, 14
  %cond.14.i965 = select i1 %cmp1.14.i963, i32 %x.sroa.128.4, i32 %cond.13.i962
  %cmp1.15.i966 = icmp eq i32 %242, 15
  %cond.15.i968 = select i1 %cmp1.15.i966, i32 %x.sroa.137.4, i32 %cond.14.i965
  %cmp2.i969 = icmp eq i32 %cond.15.i968, 0
  br i1 %cmp2.i969, label %_ZL9reduce_byRA16_jPKjS2_jj.exit1275, label %if.end.i1274

if.end.i1274:                                     ; preds = %if.end159
  %arrayidx164 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bquo to ptr), i64 0, i64 %idxprom160.pre-phi
  %arrayidx161 = getelementptr inbounds [16 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE5basis to ptr), i64 0, i64 %idxprom160.pre-phi
  %idxprom3.i970 = zext i32 %242 to i64
  %arrayidx4.i971 = getelementptr inbounds i32, ptr %arrayidx161, i64 %idxprom3.i970
  %243 = load i32, ptr %arrayidx4.i971, align 4, !tbaa !24
  %arrayidx6.i972 = getelementptr inbounds i32, ptr %arrayidx164, i64 %idxprom3.i970
  %244 = load i32, ptr %arrayidx6.i972, align 4, !tbaa !24
  %mul.i.i973 = mul i32 %243, %x.sroa.0.4
  %245 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.0.4, i32 %244)
  %mul1.i.i974 = mul i32 %245, %q.sroa.0.0.copyload
  %sub.i.i975 = sub i32 %mul.i.i973, %mul1.i.i974
  %cmp.not.i.i976 = icmp ult i32 %sub.i.i975, %q.sroa.0.0.copyload
  %sub2.i.i977 = select i1 %cmp.not.i.i976, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i978 = sub i32 %sub.i.i975, %sub2.i.i977
  %246 = load i32, ptr %arrayidx161, align 4, !tbaa !24
  %247 = load i32, ptr %arrayidx164, align 4, !tbaa !24
  %mul.i.i.i979 = mul i32 %246, %cond.15.i968
  %248 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %247)
  %mul1.i.i.i980 = mul i32 %248, %q.sroa.0.0.copyload
  %sub.i.i.i981 = sub i32 %mul.i.i.i979, %mul1.i.i.i980
  %cmp.not.i.i.i982 = icmp ult i32 %sub.i.i.i981, %q.sroa.0.0.copyload
  %sub2.i.i.i983 = select i1 %cmp.not.i.i.i982, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.i984 = sub i32 %sub.i.i.i981, %sub2.i.i.i983
  %cmp.not.i3.i.i985 = icmp ult i32 %cond.i.i978, %cond.i.i.i984
  %add.i.i.i986 = select i1 %cmp.not.i3.i.i985, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.i987 = sub i32 %cond.i.i978, %cond.i.i.i984
  %cond.i4.i.i988 = add i32 %a.pn.i.i.i987, %add.i.i.i986
  %mul.i.1.i990 = mul i32 %243, %x.sroa.11.4
  %249 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.11.4, i32 %244)
  %mul1.i.1.i991 = mul i32 %249, %q.sroa.0.0.copyload
  %sub.i.1.i992 = sub i32 %mul.i.1.i990, %mul1.i.1.i991
  %cmp.not.i.1.i993 = icmp ult i32 %sub.i.1.i992, %q.sroa.0.0.copyload
  %sub2.i.1.i994 = select i1 %cmp.not.i.1.i993, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.1.i995 = sub i32 %sub.i.1.i992, %sub2.i.1.i994
  %arrayidx15.1.i996 = getelementptr inbounds i32, ptr %arrayidx161, i64 1
  %250 = load i32, ptr %arrayidx15.1.i996, align 4, !tbaa !24
  %arrayidx17.1.i997 = getelementptr inbounds i32, ptr %arrayidx164, i64 1
  %251 = load i32, ptr %arrayidx17.1.i997, align 4, !tbaa !24
  %mul.i.i.1.i998 = mul i32 %250, %cond.15.i968
  %252 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %251)
  %mul1.i.i.1.i999 = mul i32 %252, %q.sroa.0.0.copyload
  %sub.i.i.1.i1000 = sub i32 %mul.i.i.1.i998, %mul1.i.i.1.i999
  %cmp.not.i.i.1.i1001 = icmp ult i32 %sub.i.i.1.i1000, %q.sroa.0.0.copyload
  %sub2.i.i.1.i1002 = select i1 %cmp.not.i.i.1.i1001, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.1.i1003 = sub i32 %sub.i.i.1.i1000, %sub2.i.i.1.i1002
  %cmp.not.i3.i.1.i1004 = icmp ult i32 %cond.i.1.i995, %cond.i.i.1.i1003
  %add.i.i.1.i1005 = select i1 %cmp.not.i3.i.1.i1004, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.1.i1006 = sub i32 %cond.i.1.i995, %cond.i.i.1.i1003
  %cond.i4.i.1.i1007 = add i32 %a.pn.i.i.1.i1006, %add.i.i.1.i1005
  %mul.i.2.i1009 = mul i32 %243, %x.sroa.20.4
  %253 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.20.4, i32 %244)
  %mul1.i.2.i1010 = mul i32 %253, %q.sroa.0.0.copyload
  %sub.i.2.i1011 = sub i32 %mul.i.2.i1009, %mul1.i.2.i1010
  %cmp.not.i.2.i1012 = icmp ult i32 %sub.i.2.i1011, %q.sroa.0.0.copyload
  %sub2.i.2.i1013 = select i1 %cmp.not.i.2.i1012, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.2.i1014 = sub i32 %sub.i.2.i1011, %sub2.i.2.i1013
  %arrayidx15.2.i1015 = getelementptr inbounds i32, ptr %arrayidx161, i64 2
  %254 = load i32, ptr %arrayidx15.2.i1015, align 4, !tbaa !24
  %arrayidx17.2.i1016 = getelementptr inbounds i32, ptr %arrayidx164, i64 2
  %255 = load i32, ptr %arrayidx17.2.i1016, align 4, !tbaa !24
  %mul.i.i.2.i1017 = mul i32 %254, %cond.15.i968
  %256 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %255)
  %mul1.i.i.2.i1018 = mul i32 %256, %q.sroa.0.0.copyload
  %sub.i.i.2.i1019 = sub i32 %mul.i.i.2.i1017, %mul1.i.i.2.i1018
  %cmp.not.i.i.2.i1020 = icmp ult i32 %sub.i.i.2.i1019, %q.sroa.0.0.copyload
  %sub2.i.i.2.i1021 = select i1 %cmp.not.i.i.2.i1020, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.2.i1022 = sub i32 %sub.i.i.2.i1019, %sub2.i.i.2.i1021
  %cmp.not.i3.i.2.i1023 = icmp ult i32 %cond.i.2.i1014, %cond.i.i.2.i1022
  %add.i.i.2.i1024 = select i1 %cmp.not.i3.i.2.i1023, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.2.i1025 = sub i32 %cond.i.2.i1014, %cond.i.i.2.i1022
  %cond.i4.i.2.i1026 = add i32 %a.pn.i.i.2.i1025, %add.i.i.2.i1024
  %mul.i.3.i1028 = mul i32 %243, %x.sroa.29.4
  %257 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.29.4, i32 %244)
  %mul1.i.3.i1029 = mul i32 %257, %q.sroa.0.0.copyload
  %sub.i.3.i1030 = sub i32 %mul.i.3.i1028, %mul1.i.3.i1029
  %cmp.not.i.3.i1031 = icmp ult i32 %sub.i.3.i1030, %q.sroa.0.0.copyload
  %sub2.i.3.i1032 = select i1 %cmp.not.i.3.i1031, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.3.i1033 = sub i32 %sub.i.3.i1030, %sub2.i.3.i1032
  %arrayidx15.3.i1034 = getelementptr inbounds i32, ptr %arrayidx161, i64 3
  %258 = load i32, ptr %arrayidx15.3.i1034, align 4, !tbaa !24
  %arrayidx17.3.i1035 = getelementptr inbounds i32, ptr %arrayidx164, i64 3
  %259 = load i32, ptr %arrayidx17.3.i1035, align 4, !tbaa !24
  %mul.i.i.3.i1036 = mul i32 %258, %cond.15.i968
  %260 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %259)
  %mul1.i.i.3.i1037 = mul i32 %260, %q.sroa.0.0.copyload
  %sub.i.i.3.i1038 = sub i32 %mul.i.i.3.i1036, %mul1.i.i.3.i1037
  %cmp.not.i.i.3.i1039 = icmp ult i32 %sub.i.i.3.i1038, %q.sroa.0.0.copyload
  %sub2.i.i.3.i1040 = select i1 %cmp.not.i.i.3.i1039, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.3.i1041 = sub i32 %sub.i.i.3.i1038, %sub2.i.i.3.i1040
  %cmp.not.i3.i.3.i1042 = icmp ult i32 %cond.i.3.i1033, %cond.i.i.3.i1041
  %add.i.i.3.i1043 = select i1 %cmp.not.i3.i.3.i1042, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.3.i1044 = sub i32 %cond.i.3.i1033, %cond.i.i.3.i1041
  %cond.i4.i.3.i1045 = add i32 %a.pn.i.i.3.i1044, %add.i.i.3.i1043
  %mul.i.4.i1047 = mul i32 %243, %x.sroa.38.4
  %261 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.38.4, i32 %244)
  %mul1.i.4.i1048 = mul i32 %261, %q.sroa.0.0.copyload
  %sub.i.4.i1049 = sub i32 %mul.i.4.i1047, %mul1.i.4.i1048
  %cmp.not.i.4.i1050 = icmp ult i32 %sub.i.4.i1049, %q.sroa.0.0.copyload
  %sub2.i.4.i1051 = select i1 %cmp.not.i.4.i1050, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.4.i1052 = sub i32 %sub.i.4.i1049, %sub2.i.4.i1051
  %arrayidx15.4.i1053 = getelementptr inbounds i32, ptr %arrayidx161, i64 4
  %262 = load i32, ptr %arrayidx15.4.i1053, align 4, !tbaa !24
  %arrayidx17.4.i1054 = getelementptr inbounds i32, ptr %arrayidx164, i64 4
  %263 = load i32, ptr %arrayidx17.4.i1054, align 4, !tbaa !24
  %mul.i.i.4.i1055 = mul i32 %262, %cond.15.i968
  %264 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %263)
  %mul1.i.i.4.i1056 = mul i32 %264, %q.sroa.0.0.copyload
  %sub.i.i.4.i1057 = sub i32 %mul.i.i.4.i1055, %mul1.i.i.4.i1056
  %cmp.not.i.i.4.i1058 = icmp ult i32 %sub.i.i.4.i1057, %q.sroa.0.0.copyload
  %sub2.i.i.4.i1059 = select i1 %cmp.not.i.i.4.i1058, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.4.i1060 = sub i32 %sub.i.i.4.i1057, %sub2.i.i.4.i1059
  %cmp.not.i3.i.4.i1061 = icmp ult i32 %cond.i.4.i1052, %cond.i.i.4.i1060
  %add.i.i.4.i1062 = select i1 %cmp.not.i3.i.4.i1061, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.4.i1063 = sub i32 %cond.i.4.i1052, %cond.i.i.4.i1060
  %cond.i4.i.4.i1064 = add i32 %a.pn.i.i.4.i1063, %add.i.i.4.i1062
  %mul.i.5.i1066 = mul i32 %243, %x.sroa.47.4
  %265 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.47.4, i32 %244)
  %mul1.i.5.i1067 = mul i32 %265, %q.sroa.0.0.copyload
  %sub.i.5.i1068 = sub i32 %mul.i.5.i1066, %mul1.i.5.i1067
  %cmp.not.i.5.i1069 = icmp ult i32 %sub.i.5.i1068, %q.sroa.0.0.copyload
  %sub2.i.5.i1070 = select i1 %cmp.not.i.5.i1069, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.5.i1071 = sub i32 %sub.i.5.i1068, %sub2.i.5.i1070
  %arrayidx15.5.i1072 = getelementptr inbounds i32, ptr %arrayidx161, i64 5
  %266 = load i32, ptr %arrayidx15.5.i1072, align 4, !tbaa !24
  %arrayidx17.5.i1073 = getelementptr inbounds i32, ptr %arrayidx164, i64 5
  %267 = load i32, ptr %arrayidx17.5.i1073, align 4, !tbaa !24
  %mul.i.i.5.i1074 = mul i32 %266, %cond.15.i968
  %268 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %267)
  %mul1.i.i.5.i1075 = mul i32 %268, %q.sroa.0.0.copyload
  %sub.i.i.5.i1076 = sub i32 %mul.i.i.5.i1074, %mul1.i.i.5.i1075
  %cmp.not.i.i.5.i1077 = icmp ult i32 %sub.i.i.5.i1076, %q.sroa.0.0.copyload
  %sub2.i.i.5.i1078 = select i1 %cmp.not.i.i.5.i1077, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.5.i1079 = sub i32 %sub.i.i.5.i1076, %sub2.i.i.5.i1078
  %cmp.not.i3.i.5.i1080 = icmp ult i32 %cond.i.5.i1071, %cond.i.i.5.i1079
  %add.i.i.5.i1081 = select i1 %cmp.not.i3.i.5.i1080, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.5.i1082 = sub i32 %cond.i.5.i1071, %cond.i.i.5.i1079
  %cond.i4.i.5.i1083 = add i32 %a.pn.i.i.5.i1082, %add.i.i.5.i1081
  %mul.i.6.i1085 = mul i32 %243, %x.sroa.56.4
  %269 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.56.4, i32 %244)
  %mul1.i.6.i1086 = mul i32 %269, %q.sroa.0.0.copyload
  %sub.i.6.i1087 = sub i32 %mul.i.6.i1085, %mul1.i.6.i1086
  %cmp.not.i.6.i1088 = icmp ult i32 %sub.i.6.i1087, %q.sroa.0.0.copyload
  %sub2.i.6.i1089 = select i1 %cmp.not.i.6.i1088, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.6.i1090 = sub i32 %sub.i.6.i1087, %sub2.i.6.i1089
  %arrayidx15.6.i1091 = getelementptr inbounds i32, ptr %arrayidx161, i64 6
  %270 = load i32, ptr %arrayidx15.6.i1091, align 4, !tbaa !24
  %arrayidx17.6.i1092 = getelementptr inbounds i32, ptr %arrayidx164, i64 6
  %271 = load i32, ptr %arrayidx17.6.i1092, align 4, !tbaa !24
  %mul.i.i.6.i1093 = mul i32 %270, %cond.15.i968
  %272 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %271)
  %mul1.i.i.6.i1094 = mul i32 %272, %q.sroa.0.0.copyload
  %sub.i.i.6.i1095 = sub i32 %mul.i.i.6.i1093, %mul1.i.i.6.i1094
  %cmp.not.i.i.6.i1096 = icmp ult i32 %sub.i.i.6.i1095, %q.sroa.0.0.copyload
  %sub2.i.i.6.i1097 = select i1 %cmp.not.i.i.6.i1096, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.6.i1098 = sub i32 %sub.i.i.6.i1095, %sub2.i.i.6.i1097
  %cmp.not.i3.i.6.i1099 = icmp ult i32 %cond.i.6.i1090, %cond.i.i.6.i1098
  %add.i.i.6.i1100 = select i1 %cmp.not.i3.i.6.i1099, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.6.i1101 = sub i32 %cond.i.6.i1090, %cond.i.i.6.i1098
  %cond.i4.i.6.i1102 = add i32 %a.pn.i.i.6.i1101, %add.i.i.6.i1100
  %mul.i.7.i1104 = mul i32 %243, %x.sroa.65.4
  %273 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.65.4, i32 %244)
  %mul1.i.7.i1105 = mul i32 %273, %q.sroa.0.0.copyload
  %sub.i.7.i1106 = sub i32 %mul.i.7.i1104, %mul1.i.7.i1105
  %cmp.not.i.7.i1107 = icmp ult i32 %sub.i.7.i1106, %q.sroa.0.0.copyload
  %sub2.i.7.i1108 = select i1 %cmp.not.i.7.i1107, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.7.i1109 = sub i32 %sub.i.7.i1106, %sub2.i.7.i1108
  %arrayidx15.7.i1110 = getelementptr inbounds i32, ptr %arrayidx161, i64 7
  %274 = load i32, ptr %arrayidx15.7.i1110, align 4, !tbaa !24
  %arrayidx17.7.i1111 = getelementptr inbounds i32, ptr %arrayidx164, i64 7
  %275 = load i32, ptr %arrayidx17.7.i1111, align 4, !tbaa !24
  %mul.i.i.7.i1112 = mul i32 %274, %cond.15.i968
  %276 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %275)
  %mul1.i.i.7.i1113 = mul i32 %276, %q.sroa.0.0.copyload
  %sub.i.i.7.i1114 = sub i32 %mul.i.i.7.i1112, %mul1.i.i.7.i1113
  %cmp.not.i.i.7.i1115 = icmp ult i32 %sub.i.i.7.i1114, %q.sroa.0.0.copyload
  %sub2.i.i.7.i1116 = select i1 %cmp.not.i.i.7.i1115, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.7.i1117 = sub i32 %sub.i.i.7.i1114, %sub2.i.i.7.i1116
  %cmp.not.i3.i.7.i1118 = icmp ult i32 %cond.i.7.i1109, %cond.i.i.7.i1117
  %add.i.i.7.i1119 = select i1 %cmp.not.i3.i.7.i1118, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.7.i1120 = sub i32 %cond.i.7.i1109, %cond.i.i.7.i1117
  %cond.i4.i.7.i1121 = add i32 %a.pn.i.i.7.i1120, %add.i.i.7.i1119
  %mul.i.8.i1123 = mul i32 %243, %x.sroa.74.4
  %277 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.74.4, i32 %244)
  %mul1.i.8.i1124 = mul i32 %277, %q.sroa.0.0.copyload
  %sub.i.8.i1125 = sub i32 %mul.i.8.i1123, %mul1.i.8.i1124
  %cmp.not.i.8.i1126 = icmp ult i32 %sub.i.8.i1125, %q.sroa.0.0.copyload
  %sub2.i.8.i1127 = select i1 %cmp.not.i.8.i1126, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.8.i1128 = sub i32 %sub.i.8.i1125, %sub2.i.8.i1127
  %arrayidx15.8.i1129 = getelementptr inbounds i32, ptr %arrayidx161, i64 8
  %278 = load i32, ptr %arrayidx15.8.i1129, align 4, !tbaa !24
  %arrayidx17.8.i1130 = getelementptr inbounds i32, ptr %arrayidx164, i64 8
  %279 = load i32, ptr %arrayidx17.8.i1130, align 4, !tbaa !24
  %mul.i.i.8.i1131 = mul i32 %278, %cond.15.i968
  %280 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %279)
  %mul1.i.i.8.i1132 = mul i32 %280, %q.sroa.0.0.copyload
  %sub.i.i.8.i1133 = sub i32 %mul.i.i.8.i1131, %mul1.i.i.8.i1132
  %cmp.not.i.i.8.i1134 = icmp ult i32 %sub.i.i.8.i1133, %q.sroa.0.0.copyload
  %sub2.i.i.8.i1135 = select i1 %cmp.not.i.i.8.i1134, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.8.i1136 = sub i32 %sub.i.i.8.i1133, %sub2.i.i.8.i1135
  %cmp.not.i3.i.8.i1137 = icmp ult i32 %cond.i.8.i1128, %cond.i.i.8.i1136
  %add.i.i.8.i1138 = select i1 %cmp.not.i3.i.8.i1137, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.8.i1139 = sub i32 %cond.i.8.i1128, %cond.i.i.8.i1136
  %cond.i4.i.8.i1140 = add i32 %a.pn.i.i.8.i1139, %add.i.i.8.i1138
  %mul.i.9.i1142 = mul i32 %243, %x.sroa.83.4
  %281 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.83.4, i32 %244)
  %mul1.i.9.i1143 = mul i32 %281, %q.sroa.0.0.copyload
  %sub.i.9.i1144 = sub i32 %mul.i.9.i1142, %mul1.i.9.i1143
  %cmp.not.i.9.i1145 = icmp ult i32 %sub.i.9.i1144, %q.sroa.0.0.copyload
  %sub2.i.9.i1146 = select i1 %cmp.not.i.9.i1145, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.9.i1147 = sub i32 %sub.i.9.i1144, %sub2.i.9.i1146
  %arrayidx15.9.i1148 = getelementptr inbounds i32, ptr %arrayidx161, i64 9
  %282 = load i32, ptr %arrayidx15.9.i1148, align 4, !tbaa !24
  %arrayidx17.9.i1149 = getelementptr inbounds i32, ptr %arrayidx164, i64 9
  %283 = load i32, ptr %arrayidx17.9.i1149, align 4, !tbaa !24
  %mul.i.i.9.i1150 = mul i32 %282, %cond.15.i968
  %284 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %283)
  %mul1.i.i.9.i1151 = mul i32 %284, %q.sroa.0.0.copyload
  %sub.i.i.9.i1152 = sub i32 %mul.i.i.9.i1150, %mul1.i.i.9.i1151
  %cmp.not.i.i.9.i1153 = icmp ult i32 %sub.i.i.9.i1152, %q.sroa.0.0.copyload
  %sub2.i.i.9.i1154 = select i1 %cmp.not.i.i.9.i1153, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.9.i1155 = sub i32 %sub.i.i.9.i1152, %sub2.i.i.9.i1154
  %cmp.not.i3.i.9.i1156 = icmp ult i32 %cond.i.9.i1147, %cond.i.i.9.i1155
  %add.i.i.9.i1157 = select i1 %cmp.not.i3.i.9.i1156, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.9.i1158 = sub i32 %cond.i.9.i1147, %cond.i.i.9.i1155
  %cond.i4.i.9.i1159 = add i32 %a.pn.i.i.9.i1158, %add.i.i.9.i1157
  %mul.i.10.i1161 = mul i32 %243, %x.sroa.92.4
  %285 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.92.4, i32 %244)
  %mul1.i.10.i1162 = mul i32 %285, %q.sroa.0.0.copyload
  %sub.i.10.i1163 = sub i32 %mul.i.10.i1161, %mul1.i.10.i1162
  %cmp.not.i.10.i1164 = icmp ult i32 %sub.i.10.i1163, %q.sroa.0.0.copyload
  %sub2.i.10.i1165 = select i1 %cmp.not.i.10.i1164, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.10.i1166 = sub i32 %sub.i.10.i1163, %sub2.i.10.i1165
  %arrayidx15.10.i1167 = getelementptr inbounds i32, ptr %arrayidx161, i64 10
  %286 = load i32, ptr %arrayidx15.10.i1167, align 4, !tbaa !24
  %arrayidx17.10.i1168 = getelementptr inbounds i32, ptr %arrayidx164, i64 10
  %287 = load i32, ptr %arrayidx17.10.i1168, align 4, !tbaa !24
  %mul.i.i.10.i1169 = mul i32 %286, %cond.15.i968
  %288 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %287)
  %mul1.i.i.10.i1170 = mul i32 %288, %q.sroa.0.0.copyload
  %sub.i.i.10.i1171 = sub i32 %mul.i.i.10.i1169, %mul1.i.i.10.i1170
  %cmp.not.i.i.10.i1172 = icmp ult i32 %sub.i.i.10.i1171, %q.sroa.0.0.copyload
  %sub2.i.i.10.i1173 = select i1 %cmp.not.i.i.10.i1172, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.10.i1174 = sub i32 %sub.i.i.10.i1171, %sub2.i.i.10.i1173
  %cmp.not.i3.i.10.i1175 = icmp ult i32 %cond.i.10.i1166, %cond.i.i.10.i1174
  %add.i.i.10.i1176 = select i1 %cmp.not.i3.i.10.i1175, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.10.i1177 = sub i32 %cond.i.10.i1166, %cond.i.i.10.i1174
  %cond.i4.i.10.i1178 = add i32 %a.pn.i.i.10.i1177, %add.i.i.10.i1176
  %mul.i.11.i1180 = mul i32 %243, %x.sroa.101.4
  %289 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.101.4, i32 %244)
  %mul1.i.11.i1181 = mul i32 %289, %q.sroa.0.0.copyload
  %sub.i.11.i1182 = sub i32 %mul.i.11.i1180, %mul1.i.11.i1181
  %cmp.not.i.11.i1183 = icmp ult i32 %sub.i.11.i1182, %q.sroa.0.0.copyload
  %sub2.i.11.i1184 = select i1 %cmp.not.i.11.i1183, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.11.i1185 = sub i32 %sub.i.11.i1182, %sub2.i.11.i1184
  %arrayidx15.11.i1186 = getelementptr inbounds i32, ptr %arrayidx161, i64 11
  %290 = load i32, ptr %arrayidx15.11.i1186, align 4, !tbaa !24
  %arrayidx17.11.i1187 = getelementptr inbounds i32, ptr %arrayidx164, i64 11
  %291 = load i32, ptr %arrayidx17.11.i1187, align 4, !tbaa !24
  %mul.i.i.11.i1188 = mul i32 %290, %cond.15.i968
  %292 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %291)
  %mul1.i.i.11.i1189 = mul i32 %292, %q.sroa.0.0.copyload
  %sub.i.i.11.i1190 = sub i32 %mul.i.i.11.i1188, %mul1.i.i.11.i1189
  %cmp.not.i.i.11.i1191 = icmp ult i32 %sub.i.i.11.i1190, %q.sroa.0.0.copyload
  %sub2.i.i.11.i1192 = select i1 %cmp.not.i.i.11.i1191, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.11.i1193 = sub i32 %sub.i.i.11.i1190, %sub2.i.i.11.i1192
  %cmp.not.i3.i.11.i1194 = icmp ult i32 %cond.i.11.i1185, %cond.i.i.11.i1193
  %add.i.i.11.i1195 = select i1 %cmp.not.i3.i.11.i1194, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.11.i1196 = sub i32 %cond.i.11.i1185, %cond.i.i.11.i1193
  %cond.i4.i.11.i1197 = add i32 %a.pn.i.i.11.i1196, %add.i.i.11.i1195
  %mul.i.12.i1199 = mul i32 %243, %x.sroa.110.4
  %293 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.110.4, i32 %244)
  %mul1.i.12.i1200 = mul i32 %293, %q.sroa.0.0.copyload
  %sub.i.12.i1201 = sub i32 %mul.i.12.i1199, %mul1.i.12.i1200
  %cmp.not.i.12.i1202 = icmp ult i32 %sub.i.12.i1201, %q.sroa.0.0.copyload
  %sub2.i.12.i1203 = select i1 %cmp.not.i.12.i1202, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.12.i1204 = sub i32 %sub.i.12.i1201, %sub2.i.12.i1203
  %arrayidx15.12.i1205 = getelementptr inbounds i32, ptr %arrayidx161, i64 12
  %294 = load i32, ptr %arrayidx15.12.i1205, align 4, !tbaa !24
  %arrayidx17.12.i1206 = getelementptr inbounds i32, ptr %arrayidx164, i64 12
  %295 = load i32, ptr %arrayidx17.12.i1206, align 4, !tbaa !24
  %mul.i.i.12.i1207 = mul i32 %294, %cond.15.i968
  %296 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %295)
  %mul1.i.i.12.i1208 = mul i32 %296, %q.sroa.0.0.copyload
  %sub.i.i.12.i1209 = sub i32 %mul.i.i.12.i1207, %mul1.i.i.12.i1208
  %cmp.not.i.i.12.i1210 = icmp ult i32 %sub.i.i.12.i1209, %q.sroa.0.0.copyload
  %sub2.i.i.12.i1211 = select i1 %cmp.not.i.i.12.i1210, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.12.i1212 = sub i32 %sub.i.i.12.i1209, %sub2.i.i.12.i1211
  %cmp.not.i3.i.12.i1213 = icmp ult i32 %cond.i.12.i1204, %cond.i.i.12.i1212
  %add.i.i.12.i1214 = select i1 %cmp.not.i3.i.12.i1213, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.12.i1215 = sub i32 %cond.i.12.i1204, %cond.i.i.12.i1212
  %cond.i4.i.12.i1216 = add i32 %a.pn.i.i.12.i1215, %add.i.i.12.i1214
  %mul.i.13.i1218 = mul i32 %243, %x.sroa.119.4
  %297 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.119.4, i32 %244)
  %mul1.i.13.i1219 = mul i32 %297, %q.sroa.0.0.copyload
  %sub.i.13.i1220 = sub i32 %mul.i.13.i1218, %mul1.i.13.i1219
  %cmp.not.i.13.i1221 = icmp ult i32 %sub.i.13.i1220, %q.sroa.0.0.copyload
  %sub2.i.13.i1222 = select i1 %cmp.not.i.13.i1221, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.13.i1223 = sub i32 %sub.i.13.i1220, %sub2.i.13.i1222
  %arrayidx15.13.i1224 = getelementptr inbounds i32, ptr %arrayidx161, i64 13
  %298 = load i32, ptr %arrayidx15.13.i1224, align 4, !tbaa !24
  %arrayidx17.13.i1225 = getelementptr inbounds i32, ptr %arrayidx164, i64 13
  %299 = load i32, ptr %arrayidx17.13.i1225, align 4, !tbaa !24
  %mul.i.i.13.i1226 = mul i32 %298, %cond.15.i968
  %300 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %299)
  %mul1.i.i.13.i1227 = mul i32 %300, %q.sroa.0.0.copyload
  %sub.i.i.13.i1228 = sub i32 %mul.i.i.13.i1226, %mul1.i.i.13.i1227
  %cmp.not.i.i.13.i1229 = icmp ult i32 %sub.i.i.13.i1228, %q.sroa.0.0.copyload
  %sub2.i.i.13.i1230 = select i1 %cmp.not.i.i.13.i1229, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.13.i1231 = sub i32 %sub.i.i.13.i1228, %sub2.i.i.13.i1230
  %cmp.not.i3.i.13.i1232 = icmp ult i32 %cond.i.13.i1223, %cond.i.i.13.i1231
  %add.i.i.13.i1233 = select i1 %cmp.not.i3.i.13.i1232, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.13.i1234 = sub i32 %cond.i.13.i1223, %cond.i.i.13.i1231
  %cond.i4.i.13.i1235 = add i32 %a.pn.i.i.13.i1234, %add.i.i.13.i1233
  %mul.i.14.i1237 = mul i32 %243, %x.sroa.128.4
  %301 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.128.4, i32 %244)
  %mul1.i.14.i1238 = mul i32 %301, %q.sroa.0.0.copyload
  %sub.i.14.i1239 = sub i32 %mul.i.14.i1237, %mul1.i.14.i1238
  %cmp.not.i.14.i1240 = icmp ult i32 %sub.i.14.i1239, %q.sroa.0.0.copyload
  %sub2.i.14.i1241 = select i1 %cmp.not.i.14.i1240, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.14.i1242 = sub i32 %sub.i.14.i1239, %sub2.i.14.i1241
  %arrayidx15.14.i1243 = getelementptr inbounds i32, ptr %arrayidx161, i64 14
  %302 = load i32, ptr %arrayidx15.14.i1243, align 4, !tbaa !24
  %arrayidx17.14.i1244 = getelementptr inbounds i32, ptr %arrayidx164, i64 14
  %303 = load i32, ptr %arrayidx17.14.i1244, align 4, !tbaa !24
  %mul.i.i.14.i1245 = mul i32 %302, %cond.15.i968
  %304 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %303)
  %mul1.i.i.14.i1246 = mul i32 %304, %q.sroa.0.0.copyload
  %sub.i.i.14.i1247 = sub i32 %mul.i.i.14.i1245, %mul1.i.i.14.i1246
  %cmp.not.i.i.14.i1248 = icmp ult i32 %sub.i.i.14.i1247, %q.sroa.0.0.copyload
  %sub2.i.i.14.i1249 = select i1 %cmp.not.i.i.14.i1248, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.14.i1250 = sub i32 %sub.i.i.14.i1247, %sub2.i.i.14.i1249
  %cmp.not.i3.i.14.i1251 = icmp ult i32 %cond.i.14.i1242, %cond.i.i.14.i1250
  %add.i.i.14.i1252 = select i1 %cmp.not.i3.i.14.i1251, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.14.i1253 = sub i32 %cond.i.14.i1242, %cond.i.i.14.i1250
  %cond.i4.i.14.i1254 = add i32 %a.pn.i.i.14.i1253, %add.i.i.14.i1252
  %mul.i.15.i1256 = mul i32 %243, %x.sroa.137.4
  %305 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %x.sroa.137.4, i32 %244)
  %mul1.i.15.i1257 = mul i32 %305, %q.sroa.0.0.copyload
  %sub.i.15.i1258 = sub i32 %mul.i.15.i1256, %mul1.i.15.i1257
  %cmp.not.i.15.i1259 = icmp ult i32 %sub.i.15.i1258, %q.sroa.0.0.copyload
  %sub2.i.15.i1260 = select i1 %cmp.not.i.15.i1259, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.15.i1261 = sub i32 %sub.i.15.i1258, %sub2.i.15.i1260
  %arrayidx15.15.i1262 = getelementptr inbounds i32, ptr %arrayidx161, i64 15
  %306 = load i32, ptr %arrayidx15.15.i1262, align 4, !tbaa !24
  %arrayidx17.15.i1263 = getelementptr inbounds i32, ptr %arrayidx164, i64 15
  %307 = load i32, ptr %arrayidx17.15.i1263, align 4, !tbaa !24
  %mul.i.i.15.i1264 = mul i32 %306, %cond.15.i968
  %308 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond.15.i968, i32 %307)
  %mul1.i.i.15.i1265 = mul i32 %308, %q.sroa.0.0.copyload
  %sub.i.i.15.i1266 = sub i32 %mul.i.i.15.i1264, %mul1.i.i.15.i1265
  %cmp.not.i.i.15.i1267 = icmp ult i32 %sub.i.i.15.i1266, %q.sroa.0.0.copyload
  %sub2.i.i.15.i1268 = select i1 %cmp.not.i.i.15.i1267, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i.i.15.i1269 = sub i32 %sub.i.i.15.i1266, %sub2.i.i.15.i1268
  %cmp.not.i3.i.15.i1270 = icmp ult i32 %cond.i.15.i1261, %cond.i.i.15.i1269
  %add.i.i.15.i1271 = select i1 %cmp.not.i3.i.15.i1270, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.i.15.i1272 = sub i32 %cond.i.15.i1261, %cond.i.i.15.i1269
  %cond.i4.i.15.i1273 = add i32 %a.pn.i.i.15.i1272, %add.i.i.15.i1271
  br label %_ZL9reduce_byRA16_jPKjS2_jj.exit1275

_ZL9reduce_byRA16_jPKjS2_jj.exit1275:             ; preds = %if.end159, %if.end.i1274
  %x.sroa.137.5 = phi i32 [ %x.sroa.137.4, %if.end159 ], [ %cond.i4.i.15.i1273, %if.end.i1274 ]
  %x.sroa.128.5 = phi i32 [ %x.sroa.128.4, %if.end159 ], [ %cond.i4.i.14.i1254, %if.end.i1274 ]
  %x.sroa.119.5 = phi i32 [ %x.sroa.119.4, %if.end159 ], [ %cond.i4.i.13.i1235, %if.end.i1274 ]
  %x.sroa.110.5 = phi i32 [ %x.sroa.110.4, %if.end159 ], [ %cond.i4.i.12.i1216, %if.end.i1274 ]
  %x.sroa.101.5 = phi i32 [ %x.sroa.101.4, %if.end159 ], [ %cond.i4.i.11.i1197, %if.end.i1274 ]
  %x.sroa.92.5 = phi i32 [ %x.sroa.92.4, %if.end159 ], [ %cond.i4.i.10.i1178, %if.end.i1274 ]
  %x.sroa.83.5 = phi i32 [ %x.sroa.83.4, %if.end159 ], [ %cond.i4.i.9.i1159, %if.end.i1274 ]
  %x.sroa.74.5 = phi i32 [ %x.sroa.74.4, %if.end159 ], [ %cond.i4.i.8.i1140, %if.end.i1274 ]
  %x.sroa.65.5 = phi i32 [ %x.sroa.65.4, %if.end159 ], [ %cond.i4.i.7.i1121, %if.end.i1274 ]
  %x.sroa.56.5 = phi i32 [ %x.sroa.56.4, %if.end159 ], [ %cond.i4.i.6.i1102, %if.end.i1274 ]
  %x.sroa.47.5 = phi i32 [ %x.sroa.47.4, %if.end159 ], [ %cond.i4.i.5.i1083, %if.end.i1274 ]
  %x.sroa.38.5 = phi i32 [ %x.sroa.38.4, %if.end159 ], [ %cond.i4.i.4.i1064, %if.end.i1274 ]
  %x.sroa.29.5 = phi i32 [ %x.sroa.29.4, %if.end159 ], [ %cond.i4.i.3.i1045, %if.end.i1274 ]
  %x.sroa.20.5 = phi i32 [ %x.sroa.20.4, %if.end159 ], [ %cond.i4.i.2.i1026, %if.end.i1274 ]
  %x.sroa.11.5 = phi i32 [ %x.sroa.11.4, %if.end159 ], [ %cond.i4.i.1.i1007, %if.end.i1274 ]
  %x.sroa.0.5 = phi i32 [ %x.sroa.0.4, %if.end159 ], [ %cond.i4.i.i988, %if.end.i1274 ]
  %inc169 = add i32 %count.1, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup

cleanup:                                          ; preds = %_ZL9block_minjPj.exit, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275
  %x.sroa.137.6 = phi i32 [ %x.sroa.137.3, %_ZL9block_minjPj.exit ], [ %x.sroa.137.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.128.6 = phi i32 [ %x.sroa.128.3, %_ZL9block_minjPj.exit ], [ %x.sroa.128.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.119.6 = phi i32 [ %x.sroa.119.3, %_ZL9block_minjPj.exit ], [ %x.sroa.119.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.110.6 = phi i32 [ %x.sroa.110.3, %_ZL9block_minjPj.exit ], [ %x.sroa.110.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.101.6 = phi i32 [ %x.sroa.101.3, %_ZL9block_minjPj.exit ], [ %x.sroa.101.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.92.6 = phi i32 [ %x.sroa.92.3, %_ZL9block_minjPj.exit ], [ %x.sroa.92.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.83.6 = phi i32 [ %x.sroa.83.3, %_ZL9block_minjPj.exit ], [ %x.sroa.83.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.74.6 = phi i32 [ %x.sroa.74.3, %_ZL9block_minjPj.exit ], [ %x.sroa.74.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.65.6 = phi i32 [ %x.sroa.65.3, %_ZL9block_minjPj.exit ], [ %x.sroa.65.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.56.6 = phi i32 [ %x.sroa.56.3, %_ZL9block_minjPj.exit ], [ %x.sroa.56.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.47.6 = phi i32 [ %x.sroa.47.3, %_ZL9block_minjPj.exit ], [ %x.sroa.47.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.38.6 = phi i32 [ %x.sroa.38.3, %_ZL9block_minjPj.exit ], [ %x.sroa.38.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.29.6 = phi i32 [ %x.sroa.29.3, %_ZL9block_minjPj.exit ], [ %x.sroa.29.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.20.6 = phi i32 [ %x.sroa.20.3, %_ZL9block_minjPj.exit ], [ %x.sroa.20.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.11.6 = phi i32 [ %x.sroa.11.3, %_ZL9block_minjPj.exit ], [ %x.sroa.11.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %x.sroa.0.6 = phi i32 [ %x.sroa.0.3, %_ZL9block_minjPj.exit ], [ %x.sroa.0.5, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %chosen.2.off0 = phi i1 [ %chosen.0.off0, %_ZL9block_minjPj.exit ], [ %chosen.1.off0, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  %count.2 = phi i32 [ %count.1, %_ZL9block_minjPj.exit ], [ %inc169, %_ZL9reduce_byRA16_jPKjS2_jj.exit1275 ]
  br i1 %cmp69, label %while.end, label %while.cond

while.end:                                        ; preds = %cleanup, %while.cond
  %chosen.3.off0 = phi i1 [ %chosen.2.off0, %cleanup ], [ %chosen.0.off0, %while.cond ]
  %count.3 = phi i32 [ %count.2, %cleanup ], [ %count.1, %while.cond ]
  %chosen.3.off0.not = xor i1 %chosen.3.off0, true
  %brmerge.not = select i1 %9, i1 %chosen.3.off0.not, i1 false
  %cmp175 = icmp ult i32 %add, %free_row.01419
  %or.cond550 = select i1 %brmerge.not, i1 %cmp175, i1 false
  %free_row.1 = select i1 %or.cond550, i32 %add, i32 %free_row.01419
  %add179 = add i32 %base.01420, %2
  %cmp = icmp ult i32 %add179, %n
  %cmp12 = icmp ult i32 %count.3, %bw
  %309 = select i1 %cmp, i1 %cmp12, i1 false
  br i1 %309, label %for.body, label %for.end180, !llvm.loop !59

for.end180:                                       ; preds = %while.end, %entry.for.end180_crit_edge
  %and.i1277.pre-phi = phi i32 [ %.pre1524, %entry.for.end180_crit_edge ], [ %and.i, %while.end ]
  %shr.i1276.pre-phi = phi i32 [ %.pre1523, %entry.for.end180_crit_edge ], [ %shr.i, %while.end ]
  %free_row.0.lcssa = phi i32 [ -1, %entry.for.end180_crit_edge ], [ %free_row.1, %while.end ]
  %base.0.lcssa = phi i32 [ %4, %entry.for.end180_crit_edge ], [ %add179, %while.end ]
  %count.0.lcssa = phi i32 [ 0, %entry.for.end180_crit_edge ], [ %count.3, %while.end ]
  %310 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %free_row.0.lcssa, i32 -1)
  %cmp.i1278 = icmp eq i32 %and.i1277.pre-phi, 0
  br i1 %cmp.i1278, label %if.then.i1282, label %if.end.i1284

if.then.i1282:                                    ; preds = %for.end180
  %shr2.i1279 = lshr i32 %1, 5
  %idxprom.i1280 = zext i32 %shr2.i1279 to i64
  %arrayidx.i1281 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom.i1280
  store i32 %310, ptr %arrayidx.i1281, align 4, !tbaa !24
  br label %if.end.i1284

if.end.i1284:                                     ; preds = %if.then.i1282, %for.end180
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp31.not.i1283 = icmp ult i32 %2, 32
  br i1 %cmp31.not.i1283, label %_ZL9block_minjPj.exit1295, label %for.body.preheader.i1286

for.body.preheader.i1286:                         ; preds = %if.end.i1284
  %umax.i1285 = tail call i32 @llvm.umax.i32(i32 %shr.i1276.pre-phi, i32 1)
  %311 = add nsw i32 %umax.i1285, -1
  %xtraiter1531 = and i32 %umax.i1285, 7
  %312 = icmp ult i32 %311, 7
  br i1 %312, label %_ZL9block_minjPj.exit1295.loopexit.unr-lcssa, label %for.body.preheader.i1286.new

for.body.preheader.i1286.new:                     ; preds = %for.body.preheader.i1286
  %unroll_iter1535 = and i32 %umax.i1285, 134217720
  br label %for.body.i1294

for.body.i1294:                                   ; preds = %for.body.i1294, %for.body.preheader.i1286.new
  %w.03.i1288 = phi i32 [ 0, %for.body.preheader.i1286.new ], [ %inc.i1292.7, %for.body.i1294 ]
  %r.02.i1289 = phi i32 [ -1, %for.body.preheader.i1286.new ], [ %328, %for.body.i1294 ]
  %niter1536 = phi i32 [ 0, %for.body.preheader.i1286.new ], [ %niter1536.next.7, %for.body.i1294 ]
  %idxprom4.i1290 = zext i32 %w.03.i1288 to i64
  %arrayidx5.i1291 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i1290
  %313 = load i32, ptr %arrayidx5.i1291, align 4, !tbaa !24
  %314 = tail call i32 @llvm.umin.i32(i32 %313, i32 %r.02.i1289)
  %inc.i1292 = or i32 %w.03.i1288, 1
  %idxprom4.i1290.1 = zext i32 %inc.i1292 to i64
  %arrayidx5.i1291.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i1290.1
  %315 = load i32, ptr %arrayidx5.i1291.1, align 4, !tbaa !24
  %316 = tail call i32 @llvm.umin.i32(i32 %315, i32 %314)
  %inc.i1292.1 = or i32 %w.03.i1288, 2
  %idxprom4.i1290.2 = zext i32 %inc.i1292.1 to i64
  %arrayidx5.i1291.2 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i1290.2
  %317 = load i32, ptr %arrayidx5.i1291.2, align 4, !tbaa !24
  %318 = tail call i32 @llvm.umin.i32(i32 %317, i32 %316)
  %inc.i1292.2 = or i32 %w.03.i1288, 3
  %idxprom4.i1290.3 = zext i32 %inc.i1292.2 to i64
  %arrayidx5.i1291.3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i1290.3
  %319 = load i32, ptr %arrayidx5.i1291.3, align 4, !tbaa !24
  %320 = tail call i32 @llvm.umin.i32(i32 %319, i32 %318)
  %inc.i1292.3 = or i32 %w.03.i1288, 4
  %idxprom4.i1290.4 = zext i32 %inc.i1292.3 to i64
  %arrayidx5.i1291.4 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i1290.4
  %321 = load i32, ptr %arrayidx5.i1291.4, align 4, !tbaa !24
  %322 = tail call i32 @llvm.umin.i32(i32 %321, i32 %320)
  %inc.i1292.4 = or i32 %w.03.i1288, 5
  %idxprom4.i1290.5 = zext i32 %inc.i1292.4 to i64
  %arrayidx5.i1291.5 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i1290.5
  %323 = load i32, ptr %arrayidx5.i1291.5, align 4, !tbaa !24
  %324 = tail call i32 @llvm.umin.i32(i32 %323, i32 %322)
  %inc.i1292.5 = or i32 %w.03.i1288, 6
  %idxprom4.i1290.6 = zext i32 %inc.i1292.5 to i64
  %arrayidx5.i1291.6 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i1290.6
  %325 = load i32, ptr %arrayidx5.i1291.6, align 4, !tbaa !24
  %326 = tail call i32 @llvm.umin.i32(i32 %325, i32 %324)
  %inc.i1292.6 = or i32 %w.03.i1288, 7
  %idxprom4.i1290.7 = zext i32 %inc.i1292.6 to i64
  %arrayidx5.i1291.7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i1290.7
  %327 = load i32, ptr %arrayidx5.i1291.7, align 4, !tbaa !24
  %328 = tail call i32 @llvm.umin.i32(i32 %327, i32 %326)
  %inc.i1292.7 = add nuw nsw i32 %w.03.i1288, 8
  %niter1536.next.7 = add i32 %niter1536, 8
  %niter1536.ncmp.7 = icmp eq i32 %niter1536.next.7, %unroll_iter1535
  br i1 %niter1536.ncmp.7, label %_ZL9block_minjPj.exit1295.loopexit.unr-lcssa, label %for.body.i1294, !llvm.loop !56

_ZL9block_minjPj.exit1295.loopexit.unr-lcssa:     ; preds = %for.body.i1294, %for.body.preheader.i1286
  %.lcssa.ph = phi i32 [ undef, %for.body.preheader.i1286 ], [ %328, %for.body.i1294 ]
  %w.03.i1288.unr = phi i32 [ 0, %for.body.preheader.i1286 ], [ %inc.i1292.7, %for.body.i1294 ]
  %r.02.i1289.unr = phi i32 [ -1, %for.body.preheader.i1286 ], [ %328, %for.body.i1294 ]
  %lcmp.mod1533.not = icmp eq i32 %xtraiter1531, 0
  br i1 %lcmp.mod1533.not, label %_ZL9block_minjPj.exit1295, label %for.body.i1294.epil

for.body.i1294.epil:                              ; preds = %_ZL9block_minjPj.exit1295.loopexit.unr-lcssa, %for.body.i1294.epil
  %w.03.i1288.epil = phi i32 [ %inc.i1292.epil, %for.body.i1294.epil ], [ %w.03.i1288.unr, %_ZL9block_minjPj.exit1295.loopexit.unr-lcssa ]
  %r.02.i1289.epil = phi i32 [ %330, %for.body.i1294.epil ], [ %r.02.i1289.unr, %_ZL9block_minjPj.exit1295.loopexit.unr-lcssa ]
  %epil.iter1532 = phi i32 [ %epil.iter1532.next, %for.body.i1294.epil ], [ 0, %_ZL9block_minjPj.exit1295.loopexit.unr-lcssa ]
  %idxprom4.i1290.epil = zext i32 %w.03.i1288.epil to i64
  %arrayidx5.i1291.epil = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i1290.epil
  %329 = load i32, ptr %arrayidx5.i1291.epil, align 4, !tbaa !24
  %330 = tail call i32 @llvm.umin.i32(i32 %329, i32 %r.02.i1289.epil)
  %inc.i1292.epil = add nuw nsw i32 %w.03.i1288.epil, 1
  %epil.iter1532.next = add i32 %epil.iter1532, 1
  %epil.iter1532.cmp.not = icmp eq i32 %epil.iter1532.next, %xtraiter1531
  br i1 %epil.iter1532.cmp.not, label %_ZL9block_minjPj.exit1295, label %for.body.i1294.epil, !llvm.loop !60

_ZL9block_minjPj.exit1295:                        ; preds = %_ZL9block_minjPj.exit1295.loopexit.unr-lcssa, %for.body.i1294.epil, %if.end.i1284
  %r.0.lcssa.i1287 = phi i32 [ -1, %if.end.i1284 ], [ %.lcssa.ph, %_ZL9block_minjPj.exit1295.loopexit.unr-lcssa ], [ %330, %for.body.i1294.epil ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp182 = icmp ult i32 %1, %count.0.lcssa
  br i1 %cmp182, label %for.cond184.preheader, label %if.end235

for.cond184.preheader:                            ; preds = %_ZL9block_minjPj.exit1295
  %idxprom190 = zext i32 %1 to i64
  %arrayidx191 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom190
  %331 = load i32, ptr %arrayidx191, align 4, !tbaa !24
  %332 = add i32 %count.0.lcssa, -1
  %xtraiter1537 = and i32 %count.0.lcssa, 7
  %333 = icmp ult i32 %332, 7
  br i1 %333, label %for.cond.cleanup186.unr-lcssa, label %for.cond184.preheader.new

for.cond184.preheader.new:                        ; preds = %for.cond184.preheader
  %unroll_iter1541 = and i32 %count.0.lcssa, -8
  br label %for.body187

for.cond.cleanup186.unr-lcssa:                    ; preds = %for.body187, %for.cond184.preheader
  %add194.lcssa.ph = phi i32 [ undef, %for.cond184.preheader ], [ %add194.7, %for.body187 ]
  %r.01426.unr = phi i32 [ 0, %for.cond184.preheader ], [ %inc196.7, %for.body187 ]
  %s.01425.unr = phi i32 [ 0, %for.cond184.preheader ], [ %add194.7, %for.body187 ]
  %lcmp.mod1539.not = icmp eq i32 %xtraiter1537, 0
  br i1 %lcmp.mod1539.not, label %for.cond.cleanup186, label %for.body187.epil

for.body187.epil:                                 ; preds = %for.cond.cleanup186.unr-lcssa, %for.body187.epil
  %r.01426.epil = phi i32 [ %inc196.epil, %for.body187.epil ], [ %r.01426.unr, %for.cond.cleanup186.unr-lcssa ]
  %s.01425.epil = phi i32 [ %add194.epil, %for.body187.epil ], [ %s.01425.unr, %for.cond.cleanup186.unr-lcssa ]
  %epil.iter1538 = phi i32 [ %epil.iter1538.next, %for.body187.epil ], [ 0, %for.cond.cleanup186.unr-lcssa ]
  %idxprom188.epil = zext i32 %r.01426.epil to i64
  %arrayidx189.epil = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom188.epil
  %334 = load i32, ptr %arrayidx189.epil, align 4, !tbaa !24
  %cmp192.epil = icmp ult i32 %334, %331
  %conv193.epil = zext i1 %cmp192.epil to i32
  %add194.epil = add i32 %s.01425.epil, %conv193.epil
  %inc196.epil = add nuw i32 %r.01426.epil, 1
  %epil.iter1538.next = add i32 %epil.iter1538, 1
  %epil.iter1538.cmp.not = icmp eq i32 %epil.iter1538.next, %xtraiter1537
  br i1 %epil.iter1538.cmp.not, label %for.cond.cleanup186, label %for.body187.epil, !llvm.loop !61

for.cond.cleanup186:                              ; preds = %for.body187.epil, %for.cond.cleanup186.unr-lcssa
  %add194.lcssa = phi i32 [ %add194.lcssa.ph, %for.cond.cleanup186.unr-lcssa ], [ %add194.epil, %for.body187.epil ]
  %add199 = add i32 %add194.lcssa, %3
  %arrayidx201 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4brow to ptr), i64 0, i64 %idxprom190
  %335 = load i32, ptr %arrayidx201, align 4, !tbaa !24
  %idxprom202 = zext i32 %335 to i64
  %arrayidx203 = getelementptr inbounds i32, ptr %add.ptr4, i64 %idxprom202
  store i32 %add199, ptr %arrayidx203, align 4, !tbaa !24
  %conv209 = zext i32 %3 to i64
  %conv211 = zext i32 %add194.lcssa to i64
  %add210 = add nuw nsw i64 %conv211, %conv209
  %add212 = add i64 %add210, %mul3
  %arrayidx213 = getelementptr inbounds i32, ptr %pivrows, i64 %add212
  store i32 %335, ptr %arrayidx213, align 4, !tbaa !24
  %add216 = add i32 %331, %c0
  %conv218 = zext i32 %m to i64
  %mul219 = mul nuw i64 %conv218, %idxprom
  %add223 = add i64 %add210, %mul219
  %arrayidx224 = getelementptr inbounds i32, ptr %pivcols, i64 %add223
  store i32 %add216, ptr %arrayidx224, align 4, !tbaa !24
  %arrayidx228 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 2, i64 %idxprom190
  store i32 %335, ptr %arrayidx228, align 4, !tbaa !24
  %arrayidx232 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 3, i64 %idxprom190
  store i32 %331, ptr %arrayidx232, align 4, !tbaa !24
  %arrayidx234 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 4, i64 %conv211
  store i32 %1, ptr %arrayidx234, align 4, !tbaa !24
  br label %if.end235

for.body187:                                      ; preds = %for.body187, %for.cond184.preheader.new
  %r.01426 = phi i32 [ 0, %for.cond184.preheader.new ], [ %inc196.7, %for.body187 ]
  %s.01425 = phi i32 [ 0, %for.cond184.preheader.new ], [ %add194.7, %for.body187 ]
  %niter1542 = phi i32 [ 0, %for.cond184.preheader.new ], [ %niter1542.next.7, %for.body187 ]
  %idxprom188 = zext i32 %r.01426 to i64
  %arrayidx189 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom188
  %336 = load i32, ptr %arrayidx189, align 4, !tbaa !24
  %cmp192 = icmp ult i32 %336, %331
  %conv193 = zext i1 %cmp192 to i32
  %add194 = add i32 %s.01425, %conv193
  %inc196 = or i32 %r.01426, 1
  %idxprom188.1 = zext i32 %inc196 to i64
  %arrayidx189.1 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom188.1
  %337 = load i32, ptr %arrayidx189.1, align 4, !tbaa !24
  %cmp192.1 = icmp ult i32 %337, %331
  %conv193.1 = zext i1 %cmp192.1 to i32
  %add194.1 = add i32 %add194, %conv193.1
  %inc196.1 = or i32 %r.01426, 2
  %idxprom188.2 = zext i32 %inc196.1 to i64
  %arrayidx189.2 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom188.2
  %338 = load i32, ptr %arrayidx189.2, align 4, !tbaa !24
  %cmp192.2 = icmp ult i32 %338, %331
  %conv193.2 = zext i1 %cmp192.2 to i32
  %add194.2 = add i32 %add194.1, %conv193.2
  %inc196.2 = or i32 %r.01426, 3
  %idxprom188.3 = zext i32 %inc196.2 to i64
  %arrayidx189.3 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom188.3
  %339 = load i32, ptr %arrayidx189.3, align 4, !tbaa !24
  %cmp192.3 = icmp ult i32 %339, %331
  %conv193.3 = zext i1 %cmp192.3 to i32
  %add194.3 = add i32 %add194.2, %conv193.3
  %inc196.3 = or i32 %r.01426, 4
  %idxprom188.4 = zext i32 %inc196.3 to i64
  %arrayidx189.4 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom188.4
  %340 = load i32, ptr %arrayidx189.4, align 4, !tbaa !24
  %cmp192.4 = icmp ult i32 %340, %331
  %conv193.4 = zext i1 %cmp192.4 to i32
  %add194.4 = add i32 %add194.3, %conv193.4
  %inc196.4 = or i32 %r.01426, 5
  %idxprom188.5 = zext i32 %inc196.4 to i64
  %arrayidx189.5 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom188.5
  %341 = load i32, ptr %arrayidx189.5, align 4, !tbaa !24
  %cmp192.5 = icmp ult i32 %341, %331
  %conv193.5 = zext i1 %cmp192.5 to i32
  %add194.5 = add i32 %add194.4, %conv193.5
  %inc196.5 = or i32 %r.01426, 6
  %idxprom188.6 = zext i32 %inc196.5 to i64
  %arrayidx189.6 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom188.6
  %342 = load i32, ptr %arrayidx189.6, align 4, !tbaa !24
  %cmp192.6 = icmp ult i32 %342, %331
  %conv193.6 = zext i1 %cmp192.6 to i32
  %add194.6 = add i32 %add194.5, %conv193.6
  %inc196.6 = or i32 %r.01426, 7
  %idxprom188.7 = zext i32 %inc196.6 to i64
  %arrayidx189.7 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom188.7
  %343 = load i32, ptr %arrayidx189.7, align 4, !tbaa !24
  %cmp192.7 = icmp ult i32 %343, %331
  %conv193.7 = zext i1 %cmp192.7 to i32
  %add194.7 = add i32 %add194.6, %conv193.7
  %inc196.7 = add nuw i32 %r.01426, 8
  %niter1542.next.7 = add i32 %niter1542, 8
  %niter1542.ncmp.7 = icmp eq i32 %niter1542.next.7, %unroll_iter1541
  br i1 %niter1542.ncmp.7, label %for.cond.cleanup186.unr-lcssa, label %for.body187, !llvm.loop !62

if.end235:                                        ; preds = %for.cond.cleanup186, %_ZL9block_minjPj.exit1295
  %shr = lshr i32 %1, 5
  %cmp2391428 = icmp ult i32 %shr, %count.0.lcssa
  br i1 %cmp2391428, label %for.body241.lr.ph, label %for.cond273.preheader

for.body241.lr.ph:                                ; preds = %if.end235
  %cmp242 = icmp ult i32 %and.i1277.pre-phi, 16
  %sub = add nsw i32 %and.i1277.pre-phi, -16
  %cmp244 = icmp ult i32 %and.i1277.pre-phi, %count.0.lcssa
  %conv250 = zext i32 %c0 to i64
  %idxprom252 = zext i32 %and.i1277.pre-phi to i64
  %arrayidx253 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4bcol to ptr), i64 0, i64 %idxprom252
  br label %for.body241

for.cond273.preheader:                            ; preds = %cond.end263, %if.end235
  %cmp2741432.not = icmp eq i32 %count.0.lcssa, 0
  br i1 %cmp2741432.not, label %for.cond.cleanup275, label %for.body276.lr.ph

for.body276.lr.ph:                                ; preds = %for.cond273.preheader
  %idxprom281 = zext i32 %and.i1277.pre-phi to i64
  %conv1.i1297 = zext i32 %q.sroa.20.0.copyload to i64
  %conv2.i.i = zext i32 %q.sroa.0.0.copyload to i64
  br label %for.body276

for.body241:                                      ; preds = %for.body241.lr.ph, %cond.end263
  %r237.01429 = phi i32 [ %shr, %for.body241.lr.ph ], [ %add270, %cond.end263 ]
  br i1 %cmp242, label %cond.true243, label %cond.false260

cond.true243:                                     ; preds = %for.body241
  br i1 %cmp244, label %cond.true245, label %cond.end263

cond.true245:                                     ; preds = %cond.true243
  %idxprom246 = zext i32 %r237.01429 to i64
  %arrayidx247 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4brow to ptr), i64 0, i64 %idxprom246
  %344 = load i32, ptr %arrayidx247, align 4, !tbaa !24
  %conv248 = zext i32 %344 to i64
  %mul249 = mul i64 %conv248, %ld
  %add251 = add i64 %mul249, %conv250
  %345 = load i32, ptr %arrayidx253, align 4, !tbaa !24
  %conv254 = zext i32 %345 to i64
  %add255 = add i64 %add251, %conv254
  %arrayidx256 = getelementptr inbounds i32, ptr %add.ptr, i64 %add255
  %346 = load i32, ptr %arrayidx256, align 4, !tbaa !24
  br label %cond.end263

cond.false260:                                    ; preds = %for.body241
  %cmp261 = icmp eq i32 %sub, %r237.01429
  %cond262 = zext i1 %cmp261 to i32
  br label %cond.end263

cond.end263:                                      ; preds = %cond.true245, %cond.true243, %cond.false260
  %cond264 = phi i32 [ %cond262, %cond.false260 ], [ %346, %cond.true245 ], [ 0, %cond.true243 ]
  %idxprom265 = zext i32 %r237.01429 to i64
  %arrayidx268 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom265, i64 %idxprom252
  store i32 %cond264, ptr %arrayidx268, align 4, !tbaa !24
  %add270 = add i32 %r237.01429, %shr.i1276.pre-phi
  %cmp239 = icmp ult i32 %add270, %count.0.lcssa
  br i1 %cmp239, label %for.body241, label %for.cond273.preheader, !llvm.loop !63

for.cond.cleanup275:                              ; preds = %for.cond.cleanup298, %for.cond273.preheader
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp2391428, label %for.body339.lr.ph, label %for.cond.cleanup338

for.body339.lr.ph:                                ; preds = %for.cond.cleanup275
  %cmp347 = icmp ult i32 %and.i1277.pre-phi, 16
  %conv4.i1332 = zext i32 %q.sroa.0.0.copyload to i64
  %conv1.i1337 = zext i32 %q.sroa.20.0.copyload to i64
  %add351 = add nuw nsw i32 %and.i1277.pre-phi, 16
  %idxprom352 = zext i32 %add351 to i64
  br label %for.body339

for.body276:                                      ; preds = %for.body276.lr.ph, %for.cond.cleanup298
  %c.01433 = phi i32 [ 0, %for.body276.lr.ph ], [ %inc332, %for.cond.cleanup298 ]
  %rem = urem i32 %c.01433, %shr.i1276.pre-phi
  %cmp277 = icmp eq i32 %shr, %rem
  br i1 %cmp277, label %if.then278, label %for.body276.if.end288_crit_edge

for.body276.if.end288_crit_edge:                  ; preds = %for.body276
  %.pre1525 = zext i32 %c.01433 to i64
  br label %if.end288

if.then278:                                       ; preds = %for.body276
  %and283 = and i32 %c.01433, 1
  %idxprom284 = zext i32 %and283 to i64
  %arrayidx287 = getelementptr inbounds [2 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4prow to ptr), i64 0, i64 %idxprom284, i64 %idxprom281
  %idxprom279 = zext i32 %c.01433 to i64
  %arrayidx282 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom279, i64 %idxprom281
  %347 = load i32, ptr %arrayidx282, align 4, !tbaa !24
  store i32 %347, ptr %arrayidx287, align 4, !tbaa !24
  br label %if.end288

if.end288:                                        ; preds = %for.body276.if.end288_crit_edge, %if.then278
  %idxprom292.pre-phi = phi i64 [ %.pre1525, %for.body276.if.end288_crit_edge ], [ %idxprom279, %if.then278 ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp2391428, label %for.body299.lr.ph, label %for.cond.cleanup298

for.body299.lr.ph:                                ; preds = %if.end288
  %and289 = and i32 %c.01433, 1
  %idxprom290 = zext i32 %and289 to i64
  %arrayidx293 = getelementptr inbounds [2 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4prow to ptr), i64 0, i64 %idxprom290, i64 %idxprom292.pre-phi
  %348 = load i32, ptr %arrayidx293, align 4, !tbaa !24
  %conv.i1296 = zext i32 %348 to i64
  %mul.i1298 = mul nuw i64 %conv.i1296, %conv1.i1297
  %conv.i.i = trunc i64 %mul.i1298 to i32
  %mul.i.i1299 = mul i32 %q.sroa.15.0.copyload, %conv.i.i
  %conv1.i.i = zext i32 %mul.i.i1299 to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv2.i.i
  %add.i.i = add i64 %mul3.i.i, %mul.i1298
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i1300 = icmp ult i64 %shr.i.i, %conv2.i.i
  %sub.i.i1301 = select i1 %cmp.not.i.i1300, i64 0, i64 %conv2.i.i
  %cond.i.i1302 = sub nsw i64 %shr.i.i, %sub.i.i1301
  %conv.i1303 = and i64 %cond.i.i1302, 4294967295
  %arrayidx318 = getelementptr inbounds [2 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4prow to ptr), i64 0, i64 %idxprom290, i64 %idxprom281
  br label %for.body299

for.cond.cleanup298:                              ; preds = %for.inc327, %if.end288
  %inc332 = add nuw i32 %c.01433, 1
  %exitcond1442.not = icmp eq i32 %inc332, %count.0.lcssa
  br i1 %exitcond1442.not, label %for.cond.cleanup275, label %for.body276, !llvm.loop !64

for.body299:                                      ; preds = %for.body299.lr.ph, %for.inc327
  %r295.01431 = phi i32 [ %shr, %for.body299.lr.ph ], [ %add328, %for.inc327 ]
  %cmp300 = icmp eq i32 %r295.01431, %c.01433
  br i1 %cmp300, label %for.inc327, label %if.end302

if.end302:                                        ; preds = %for.body299
  %idxprom303 = zext i32 %r295.01431 to i64
  %arrayidx306 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom303, i64 %idxprom292.pre-phi
  %349 = load i32, ptr %arrayidx306, align 4, !tbaa !24
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp307.not = icmp eq i32 %349, 0
  br i1 %cmp307.not, label %for.inc327, label %if.then308

if.then308:                                       ; preds = %if.end302
  %arrayidx312 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom303, i64 %idxprom281
  %350 = load i32, ptr %arrayidx312, align 4, !tbaa !24
  %conv1.i1304 = zext i32 %350 to i64
  %mul.i1305 = mul nuw i64 %conv.i1303, %conv1.i1304
  %conv.i.i1306 = trunc i64 %mul.i1305 to i32
  %mul.i.i1307 = mul i32 %q.sroa.15.0.copyload, %conv.i.i1306
  %conv1.i.i1308 = zext i32 %mul.i.i1307 to i64
  %mul3.i.i1310 = mul nuw i64 %conv1.i.i1308, %conv2.i.i
  %add.i.i1311 = add i64 %mul3.i.i1310, %mul.i1305
  %shr.i.i1312 = lshr i64 %add.i.i1311, 32
  %cmp.not.i.i1313 = icmp ult i64 %shr.i.i1312, %conv2.i.i
  %sub.i.i1314 = select i1 %cmp.not.i.i1313, i64 0, i64 %conv2.i.i
  %cond.i.i1315 = sub nsw i64 %shr.i.i1312, %sub.i.i1314
  %conv8.i.i1316 = trunc i64 %cond.i.i1315 to i32
  %351 = load i32, ptr %arrayidx318, align 4, !tbaa !24
  %conv.i.i1317 = zext i32 %349 to i64
  %mul.i.i1319 = mul nuw i64 %conv.i.i1317, %conv1.i1297
  %conv.i.i.i = trunc i64 %mul.i.i1319 to i32
  %mul.i.i.i1320 = mul i32 %q.sroa.15.0.copyload, %conv.i.i.i
  %conv1.i.i.i = zext i32 %mul.i.i.i1320 to i64
  %mul3.i.i.i = mul nuw i64 %conv1.i.i.i, %conv2.i.i
  %add.i.i.i1321 = add i64 %mul3.i.i.i, %mul.i.i1319
  %shr.i.i.i = lshr i64 %add.i.i.i1321, 32
  %cmp.not.i.i.i1322 = icmp ult i64 %shr.i.i.i, %conv2.i.i
  %sub.i.i.i1323 = select i1 %cmp.not.i.i.i1322, i64 0, i64 %conv2.i.i
  %cond.i.i.i1324 = sub nsw i64 %shr.i.i.i, %sub.i.i.i1323
  %conv.i4.i = and i64 %cond.i.i.i1324, 4294967295
  %conv1.i5.i = zext i32 %351 to i64
  %mul.i6.i = mul nuw i64 %conv.i4.i, %conv1.i5.i
  %conv.i.i7.i = trunc i64 %mul.i6.i to i32
  %mul.i.i8.i = mul i32 %q.sroa.15.0.copyload, %conv.i.i7.i
  %conv1.i.i9.i = zext i32 %mul.i.i8.i to i64
  %mul3.i.i11.i = mul nuw i64 %conv1.i.i9.i, %conv2.i.i
  %add.i.i12.i = add i64 %mul3.i.i11.i, %mul.i6.i
  %shr.i.i13.i = lshr i64 %add.i.i12.i, 32
  %cmp.not.i.i14.i = icmp ult i64 %shr.i.i13.i, %conv2.i.i
  %sub.i.i15.i = select i1 %cmp.not.i.i14.i, i64 0, i64 %conv2.i.i
  %cond.i.i16.i = sub nsw i64 %shr.i.i13.i, %sub.i.i15.i
  %conv8.i.i17.i = trunc i64 %cond.i.i16.i to i32
  %cmp.not.i1325 = icmp ult i32 %conv8.i.i1316, %conv8.i.i17.i
  %add.i1326 = select i1 %cmp.not.i1325, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %conv8.i.i1316, %conv8.i.i17.i
  %cond.i1327 = add i32 %a.pn.i, %add.i1326
  store i32 %cond.i1327, ptr %arrayidx312, align 4, !tbaa !24
  br label %for.inc327

for.inc327:                                       ; preds = %if.end302, %if.then308, %for.body299
  %add328 = add i32 %r295.01431, %shr.i1276.pre-phi
  %cmp297 = icmp ult i32 %add328, %count.0.lcssa
  br i1 %cmp297, label %for.body299, label %for.cond.cleanup298, !llvm.loop !65

for.cond.cleanup338:                              ; preds = %if.end359, %for.cond.cleanup275
  %cmp364 = icmp eq i32 %1, 0
  br i1 %cmp364, label %if.then365, label %if.end380

for.body339:                                      ; preds = %for.body339.lr.ph, %if.end359
  %r335.01435 = phi i32 [ %shr, %for.body339.lr.ph ], [ %add361, %if.end359 ]
  %idxprom340 = zext i32 %r335.01435 to i64
  %arrayidx343 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom340, i64 %idxprom340
  %352 = load i32, ptr %arrayidx343, align 4, !tbaa !24
  %cmp.not16.i = icmp eq i32 %352, 0
  br i1 %cmp.not16.i, label %_ZL11inverse_modjj.exit, label %while.body.i

while.body.i:                                     ; preds = %for.body339, %while.body.i
  %t.020.i = phi i64 [ %nt.019.i, %while.body.i ], [ 0, %for.body339 ]
  %nt.019.i = phi i64 [ %sub.i1330, %while.body.i ], [ 1, %for.body339 ]
  %r.018.i = phi i32 [ %nr.017.i, %while.body.i ], [ %q.sroa.0.0.copyload, %for.body339 ]
  %nr.017.i = phi i32 [ %sub2.i, %while.body.i ], [ %352, %for.body339 ]
  %div.i = udiv i32 %r.018.i, %nr.017.i
  %conv.i1328 = zext i32 %div.i to i64
  %mul.i1329 = mul nsw i64 %nt.019.i, %conv.i1328
  %sub.i1330 = sub nsw i64 %t.020.i, %mul.i1329
  %mul1.i = mul nuw i32 %div.i, %nr.017.i
  %sub2.i = sub nuw i32 %r.018.i, %mul1.i
  %cmp.not.i1331 = icmp eq i32 %sub2.i, 0
  br i1 %cmp.not.i1331, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !37

_ZL11inverse_modjj.exit:                          ; preds = %while.body.i, %for.body339
  %t.0.lcssa.i = phi i64 [ 0, %for.body339 ], [ %nt.019.i, %while.body.i ]
  br i1 %cmp347, label %if.then348, label %if.end359

if.then348:                                       ; preds = %_ZL11inverse_modjj.exit
  %cmp3.i = icmp slt i64 %t.0.lcssa.i, 0
  %add.i1333 = select i1 %cmp3.i, i64 %conv4.i1332, i64 0
  %cond.i1334 = add nsw i64 %add.i1333, %t.0.lcssa.i
  %conv.i1335 = and i64 %cond.i1334, 4294967295
  %mul.i1338 = mul nuw i64 %conv.i1335, %conv1.i1337
  %conv.i.i1341 = trunc i64 %mul.i1338 to i32
  %mul.i.i1342 = mul i32 %q.sroa.15.0.copyload, %conv.i.i1341
  %conv1.i.i1343 = zext i32 %mul.i.i1342 to i64
  %mul3.i.i1345 = mul nuw i64 %conv1.i.i1343, %conv4.i1332
  %add.i.i1346 = add i64 %mul3.i.i1345, %mul.i1338
  %shr.i.i1347 = lshr i64 %add.i.i1346, 32
  %cmp.not.i.i1348 = icmp ult i64 %shr.i.i1347, %conv4.i1332
  %sub.i.i1349 = select i1 %cmp.not.i.i1348, i64 0, i64 %conv4.i1332
  %cond.i.i1350 = sub nsw i64 %shr.i.i1347, %sub.i.i1349
  %arrayidx353 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom340, i64 %idxprom352
  %353 = load i32, ptr %arrayidx353, align 4, !tbaa !24
  %conv.i1352 = and i64 %cond.i.i1350, 4294967295
  %conv1.i1353 = zext i32 %353 to i64
  %mul.i1354 = mul nuw i64 %conv.i1352, %conv1.i1353
  %conv.i.i1355 = trunc i64 %mul.i1354 to i32
  %mul.i.i1356 = mul i32 %q.sroa.15.0.copyload, %conv.i.i1355
  %conv1.i.i1357 = zext i32 %mul.i.i1356 to i64
  %mul3.i.i1359 = mul nuw i64 %conv1.i.i1357, %conv4.i1332
  %add.i.i1360 = add i64 %mul3.i.i1359, %mul.i1354
  %shr.i.i1361 = lshr i64 %add.i.i1360, 32
  %cmp.not.i.i1362 = icmp ult i64 %shr.i.i1361, %conv4.i1332
  %sub.i.i1363 = select i1 %cmp.not.i.i1362, i64 0, i64 %conv4.i1332
  %cond.i.i1364 = sub nsw i64 %shr.i.i1361, %sub.i.i1363
  %conv8.i.i1365 = trunc i64 %cond.i.i1364 to i32
  %mul355 = shl i32 %r335.01435, 4
  %add356 = add nuw i32 %mul355, %and.i1277.pre-phi
  %idxprom357 = zext i32 %add356 to i64
  %arrayidx358 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 6, i64 %idxprom357
  store i32 %conv8.i.i1365, ptr %arrayidx358, align 4, !tbaa !24
  br label %if.end359

if.end359:                                        ; preds = %if.then348, %_ZL11inverse_modjj.exit
  %add361 = add i32 %r335.01435, %shr.i1276.pre-phi
  %cmp337 = icmp ult i32 %add361, %count.0.lcssa
  br i1 %cmp337, label %for.body339, label %for.cond.cleanup338, !llvm.loop !66

if.then365:                                       ; preds = %for.cond.cleanup338
  %first_free379 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 5
  %cmp369 = icmp ult i32 %r.0.lcssa.i1287, %base.0.lcssa
  %354 = tail call i32 @llvm.umin.i32(i32 %base.0.lcssa, i32 %n)
  %cond378 = select i1 %cmp369, i32 %r.0.lcssa.i1287, i32 %354
  %add367 = add i32 %count.0.lcssa, %3
  %count366 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 1
  store i32 %count.0.lcssa, ptr %count366, align 4, !tbaa !67
  store i32 %add367, ptr %add.ptr5, align 4, !tbaa !52
  store i32 %cond378, ptr %first_free379, align 4, !tbaa !54
  br label %if.end380

if.end380:                                        ; preds = %if.then365, %for.cond.cleanup338
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_w(ptr nocapture noundef readonly %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %states, ptr nocapture noundef writeonly %wbuf, ptr nocapture noundef writeonly %cbuf, i32 noundef %c0, i32 noundef %bw) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idx.ext = zext i32 %0 to i64
  %count1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 1
  %1 = load i32, ptr %count1, align 4, !tbaa !67
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %cleanup117, label %if.end

if.end:                                           ; preds = %entry
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %mul = mul i64 %idx.ext, %stride
  %add.ptr3 = getelementptr inbounds i32, ptr %mats, i64 %mul
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sub = add i32 %3, -1
  %add = add i32 %sub, %m
  %sub5 = sub i32 %add, %c0
  %div = udiv i32 %sub5, %3
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp8.not = icmp ult i32 %4, %div
  br i1 %cmp8.not, label %for.cond39.preheader, label %if.then9

for.cond39.preheader:                             ; preds = %if.end
  %cmp40171 = icmp ult i32 %2, 256
  br i1 %cmp40171, label %for.body42, label %for.cond.cleanup41

if.then9:                                         ; preds = %if.end
  %conv11 = zext i32 %n to i64
  %mul12 = shl nuw nsw i64 %idx.ext, 4
  %mul13 = mul i64 %mul12, %conv11
  %add.ptr14 = getelementptr inbounds i32, ptr %cbuf, i64 %mul13
  %sub16 = sub i32 %4, %div
  %mul18 = mul i32 %sub16, %3
  %add19 = add i32 %mul18, %2
  %mul20 = shl i32 %n, 4
  %cmp21169 = icmp ult i32 %add19, %mul20
  br i1 %cmp21169, label %for.body.lr.ph, label %cleanup117

for.body.lr.ph:                                   ; preds = %if.then9
  %conv27 = zext i32 %c0 to i64
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sub34 = sub i32 %5, %div
  %mul36 = mul i32 %sub34, %3
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %if.end32
  %e.0170 = phi i32 [ %add19, %for.body.lr.ph ], [ %add37, %if.end32 ]
  %rem = and i32 %e.0170, 15
  %cmp23 = icmp ult i32 %rem, %bw
  br i1 %cmp23, label %if.then24, label %if.end32

if.then24:                                        ; preds = %for.body
  %div22161 = lshr i32 %e.0170, 4
  %conv25 = zext i32 %div22161 to i64
  %mul26 = mul i64 %conv25, %ld
  %conv29 = zext i32 %rem to i64
  %add28 = add nuw nsw i64 %conv29, %conv27
  %add30 = add i64 %add28, %mul26
  %arrayidx = getelementptr inbounds i32, ptr %add.ptr3, i64 %add30
  %6 = load i32, ptr %arrayidx, align 4, !tbaa !24
  %idxprom = zext i32 %e.0170 to i64
  %arrayidx31 = getelementptr inbounds i32, ptr %add.ptr14, i64 %idxprom
  store i32 %6, ptr %arrayidx31, align 4, !tbaa !24
  br label %if.end32

if.end32:                                         ; preds = %if.then24, %for.body
  %add37 = add i32 %e.0170, %mul36
  %cmp21 = icmp ult i32 %add37, %mul20
  br i1 %cmp21, label %for.body, label %cleanup117, !llvm.loop !68

for.cond.cleanup41:                               ; preds = %for.body42, %for.cond39.preheader
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %mul54 = mul i32 %4, %3
  %add55 = add i32 %mul54, %2
  %add56 = add i32 %add55, %c0
  %cmp57.not = icmp ult i32 %add56, %m
  br i1 %cmp57.not, label %if.end59, label %cleanup117

for.body42:                                       ; preds = %for.cond39.preheader, %for.body42
  %x.0172 = phi i32 [ %add49, %for.body42 ], [ %2, %for.cond39.preheader ]
  %idxprom43 = zext i32 %x.0172 to i64
  %arrayidx44 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 6, i64 %idxprom43
  %7 = load i32, ptr %arrayidx44, align 4, !tbaa !24
  %arrayidx46 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom43
  store i32 %7, ptr %arrayidx46, align 4, !tbaa !24
  %add49 = add i32 %x.0172, %3
  %cmp40 = icmp ult i32 %add49, 256
  br i1 %cmp40, label %for.body42, label %for.cond.cleanup41, !llvm.loop !69

if.end59:                                         ; preds = %for.cond.cleanup41
  %arrayidx61 = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idx.ext
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx61, align 8, !tbaa.struct !23
  %q.sroa.5167.0.arrayidx61.sroa_idx = getelementptr inbounds i8, ptr %arrayidx61, i64 16
  %q.sroa.5167.0.copyload = load i64, ptr %q.sroa.5167.0.arrayidx61.sroa_idx, align 8, !tbaa.struct !31
  %conv62 = zext i32 %q.sroa.0.0.copyload to i64
  %conv73 = zext i32 %add56 to i64
  %arrayidx70 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 0
  %8 = load i32, ptr %arrayidx70, align 4, !tbaa !24
  %conv71 = zext i32 %8 to i64
  %mul72 = mul i64 %conv71, %ld
  %add74 = add i64 %mul72, %conv73
  %arrayidx75 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74
  %9 = load i32, ptr %arrayidx75, align 4, !tbaa !24
  %cmp68.1 = icmp ugt i32 %1, 1
  br i1 %cmp68.1, label %cond.true.1, label %cond.end.1

cond.true.1:                                      ; preds = %if.end59
  %arrayidx70.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 1
  %10 = load i32, ptr %arrayidx70.1, align 4, !tbaa !24
  %conv71.1 = zext i32 %10 to i64
  %mul72.1 = mul i64 %conv71.1, %ld
  %add74.1 = add i64 %mul72.1, %conv73
  %arrayidx75.1 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.1
  %11 = load i32, ptr %arrayidx75.1, align 4, !tbaa !24
  %phi.cast190 = zext i32 %11 to i64
  br label %cond.end.1

cond.end.1:                                       ; preds = %cond.true.1, %if.end59
  %cond.1 = phi i64 [ %phi.cast190, %cond.true.1 ], [ 0, %if.end59 ]
  %cmp68.2 = icmp ugt i32 %1, 2
  br i1 %cmp68.2, label %cond.true.2, label %cond.end.2

cond.true.2:                                      ; preds = %cond.end.1
  %arrayidx70.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 2
  %12 = load i32, ptr %arrayidx70.2, align 4, !tbaa !24
  %conv71.2 = zext i32 %12 to i64
  %mul72.2 = mul i64 %conv71.2, %ld
  %add74.2 = add i64 %mul72.2, %conv73
  %arrayidx75.2 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.2
  %13 = load i32, ptr %arrayidx75.2, align 4, !tbaa !24
  %phi.cast191 = zext i32 %13 to i64
  br label %cond.end.2

cond.end.2:                                       ; preds = %cond.true.2, %cond.end.1
  %cond.2 = phi i64 [ %phi.cast191, %cond.true.2 ], [ 0, %cond.end.1 ]
  %cmp68.3 = icmp ugt i32 %1, 3
  br i1 %cmp68.3, label %cond.true.3, label %cond.end.3

cond.true.3:                                      ; preds = %cond.end.2
  %arrayidx70.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 3
  %14 = load i32, ptr %arrayidx70.3, align 4, !tbaa !24
  %conv71.3 = zext i32 %14 to i64
  %mul72.3 = mul i64 %conv71.3, %ld
  %add74.3 = add i64 %mul72.3, %conv73
  %arrayidx75.3 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.3
  %15 = load i32, ptr %arrayidx75.3, align 4, !tbaa !24
  %phi.cast = zext i32 %15 to i64
  br label %cond.end.3

cond.end.3:                                       ; preds = %cond.true.3, %cond.end.2
  %cond.3 = phi i64 [ %phi.cast, %cond.true.3 ], [ 0, %cond.end.2 ]
  %cmp68.4 = icmp ugt i32 %1, 4
  br i1 %cmp68.4, label %cond.true.4, label %cond.end.4

cond.true.4:                                      ; preds = %cond.end.3
  %arrayidx70.4 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 4
  %16 = load i32, ptr %arrayidx70.4, align 4, !tbaa !24
  %conv71.4 = zext i32 %16 to i64
  %mul72.4 = mul i64 %conv71.4, %ld
  %add74.4 = add i64 %mul72.4, %conv73
  %arrayidx75.4 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.4
  %17 = load i32, ptr %arrayidx75.4, align 4, !tbaa !24
  %phi.cast178 = zext i32 %17 to i64
  br label %cond.end.4

cond.end.4:                                       ; preds = %cond.true.4, %cond.end.3
  %cond.4 = phi i64 [ %phi.cast178, %cond.true.4 ], [ 0, %cond.end.3 ]
  %cmp68.5 = icmp ugt i32 %1, 5
  br i1 %cmp68.5, label %cond.true.5, label %cond.end.5

cond.true.5:                                      ; preds = %cond.end.4
  %arrayidx70.5 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 5
  %18 = load i32, ptr %arrayidx70.5, align 4, !tbaa !24
  %conv71.5 = zext i32 %18 to i64
  %mul72.5 = mul i64 %conv71.5, %ld
  %add74.5 = add i64 %mul72.5, %conv73
  %arrayidx75.5 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.5
  %19 = load i32, ptr %arrayidx75.5, align 4, !tbaa !24
  %phi.cast179 = zext i32 %19 to i64
  br label %cond.end.5

cond.end.5:                                       ; preds = %cond.true.5, %cond.end.4
  %cond.5 = phi i64 [ %phi.cast179, %cond.true.5 ], [ 0, %cond.end.4 ]
  %cmp68.6 = icmp ugt i32 %1, 6
  br i1 %cmp68.6, label %cond.true.6, label %cond.end.6

cond.true.6:                                      ; preds = %cond.end.5
  %arrayidx70.6 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 6
  %20 = load i32, ptr %arrayidx70.6, align 4, !tbaa !24
  %conv71.6 = zext i32 %20 to i64
  %mul72.6 = mul i64 %conv71.6, %ld
  %add74.6 = add i64 %mul72.6, %conv73
  %arrayidx75.6 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.6
  %21 = load i32, ptr %arrayidx75.6, align 4, !tbaa !24
  %phi.cast180 = zext i32 %21 to i64
  br label %cond.end.6

cond.end.6:                                       ; preds = %cond.true.6, %cond.end.5
  %cond.6 = phi i64 [ %phi.cast180, %cond.true.6 ], [ 0, %cond.end.5 ]
  %cmp68.7 = icmp ugt i32 %1, 7
  br i1 %cmp68.7, label %cond.true.7, label %cond.end.7

cond.true.7:                                      ; preds = %cond.end.6
  %arrayidx70.7 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 7
  %22 = load i32, ptr %arrayidx70.7, align 4, !tbaa !24
  %conv71.7 = zext i32 %22 to i64
  %mul72.7 = mul i64 %conv71.7, %ld
  %add74.7 = add i64 %mul72.7, %conv73
  %arrayidx75.7 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.7
  %23 = load i32, ptr %arrayidx75.7, align 4, !tbaa !24
  %phi.cast181 = zext i32 %23 to i64
  br label %cond.end.7

cond.end.7:                                       ; preds = %cond.true.7, %cond.end.6
  %cond.7 = phi i64 [ %phi.cast181, %cond.true.7 ], [ 0, %cond.end.6 ]
  %cmp68.8 = icmp ugt i32 %1, 8
  br i1 %cmp68.8, label %cond.true.8, label %cond.end.8

cond.true.8:                                      ; preds = %cond.end.7
  %arrayidx70.8 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 8
  %24 = load i32, ptr %arrayidx70.8, align 4, !tbaa !24
  %conv71.8 = zext i32 %24 to i64
  %mul72.8 = mul i64 %conv71.8, %ld
  %add74.8 = add i64 %mul72.8, %conv73
  %arrayidx75.8 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.8
  %25 = load i32, ptr %arrayidx75.8, align 4, !tbaa !24
  %phi.cast182 = zext i32 %25 to i64
  br label %cond.end.8

cond.end.8:                                       ; preds = %cond.true.8, %cond.end.7
  %cond.8 = phi i64 [ %phi.cast182, %cond.true.8 ], [ 0, %cond.end.7 ]
  %cmp68.9 = icmp ugt i32 %1, 9
  br i1 %cmp68.9, label %cond.true.9, label %cond.end.9

cond.true.9:                                      ; preds = %cond.end.8
  %arrayidx70.9 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 9
  %26 = load i32, ptr %arrayidx70.9, align 4, !tbaa !24
  %conv71.9 = zext i32 %26 to i64
  %mul72.9 = mul i64 %conv71.9, %ld
  %add74.9 = add i64 %mul72.9, %conv73
  %arrayidx75.9 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.9
  %27 = load i32, ptr %arrayidx75.9, align 4, !tbaa !24
  %phi.cast183 = zext i32 %27 to i64
  br label %cond.end.9

cond.end.9:                                       ; preds = %cond.true.9, %cond.end.8
  %cond.9 = phi i64 [ %phi.cast183, %cond.true.9 ], [ 0, %cond.end.8 ]
  %cmp68.10 = icmp ugt i32 %1, 10
  br i1 %cmp68.10, label %cond.true.10, label %cond.end.10

cond.true.10:                                     ; preds = %cond.end.9
  %arrayidx70.10 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 10
  %28 = load i32, ptr %arrayidx70.10, align 4, !tbaa !24
  %conv71.10 = zext i32 %28 to i64
  %mul72.10 = mul i64 %conv71.10, %ld
  %add74.10 = add i64 %mul72.10, %conv73
  %arrayidx75.10 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.10
  %29 = load i32, ptr %arrayidx75.10, align 4, !tbaa !24
  %phi.cast184 = zext i32 %29 to i64
  br label %cond.end.10

cond.end.10:                                      ; preds = %cond.true.10, %cond.end.9
  %cond.10 = phi i64 [ %phi.cast184, %cond.true.10 ], [ 0, %cond.end.9 ]
  %cmp68.11 = icmp ugt i32 %1, 11
  br i1 %cmp68.11, label %cond.true.11, label %cond.end.11

cond.true.11:                                     ; preds = %cond.end.10
  %arrayidx70.11 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 11
  %30 = load i32, ptr %arrayidx70.11, align 4, !tbaa !24
  %conv71.11 = zext i32 %30 to i64
  %mul72.11 = mul i64 %conv71.11, %ld
  %add74.11 = add i64 %mul72.11, %conv73
  %arrayidx75.11 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.11
  %31 = load i32, ptr %arrayidx75.11, align 4, !tbaa !24
  %phi.cast185 = zext i32 %31 to i64
  br label %cond.end.11

cond.end.11:                                      ; preds = %cond.true.11, %cond.end.10
  %cond.11 = phi i64 [ %phi.cast185, %cond.true.11 ], [ 0, %cond.end.10 ]
  %cmp68.12 = icmp ugt i32 %1, 12
  br i1 %cmp68.12, label %cond.true.12, label %cond.end.12

cond.true.12:                                     ; preds = %cond.end.11
  %arrayidx70.12 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 12
  %32 = load i32, ptr %arrayidx70.12, align 4, !tbaa !24
  %conv71.12 = zext i32 %32 to i64
  %mul72.12 = mul i64 %conv71.12, %ld
  %add74.12 = add i64 %mul72.12, %conv73
  %arrayidx75.12 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.12
  %33 = load i32, ptr %arrayidx75.12, align 4, !tbaa !24
  %phi.cast186 = zext i32 %33 to i64
  br label %cond.end.12

cond.end.12:                                      ; preds = %cond.true.12, %cond.end.11
  %cond.12 = phi i64 [ %phi.cast186, %cond.true.12 ], [ 0, %cond.end.11 ]
  %cmp68.13 = icmp ugt i32 %1, 13
  br i1 %cmp68.13, label %cond.true.13, label %cond.end.13

cond.true.13:                                     ; preds = %cond.end.12
  %arrayidx70.13 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 13
  %34 = load i32, ptr %arrayidx70.13, align 4, !tbaa !24
  %conv71.13 = zext i32 %34 to i64
  %mul72.13 = mul i64 %conv71.13, %ld
  %add74.13 = add i64 %mul72.13, %conv73
  %arrayidx75.13 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.13
  %35 = load i32, ptr %arrayidx75.13, align 4, !tbaa !24
  %phi.cast187 = zext i32 %35 to i64
  br label %cond.end.13

cond.end.13:                                      ; preds = %cond.true.13, %cond.end.12
  %cond.13 = phi i64 [ %phi.cast187, %cond.true.13 ], [ 0, %cond.end.12 ]
  %cmp68.14 = icmp ugt i32 %1, 14
  br i1 %cmp68.14, label %cond.true.14, label %cond.end.14

cond.true.14:                                     ; preds = %cond.end.13
  %arrayidx70.14 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 14
  %36 = load i32, ptr %arrayidx70.14, align 4, !tbaa !24
  %conv71.14 = zext i32 %36 to i64
  %mul72.14 = mul i64 %conv71.14, %ld
  %add74.14 = add i64 %mul72.14, %conv73
  %arrayidx75.14 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.14
  %37 = load i32, ptr %arrayidx75.14, align 4, !tbaa !24
  %phi.cast188 = zext i32 %37 to i64
  br label %cond.end.14

cond.end.14:                                      ; preds = %cond.true.14, %cond.end.13
  %cond.14 = phi i64 [ %phi.cast188, %cond.true.14 ], [ 0, %cond.end.13 ]
  %cmp68.15 = icmp ugt i32 %1, 15
  br i1 %cmp68.15, label %cond.true.15, label %cond.end.15

cond.true.15:                                     ; preds = %cond.end.14
  %arrayidx70.15 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 15
  %38 = load i32, ptr %arrayidx70.15, align 4, !tbaa !24
  %conv71.15 = zext i32 %38 to i64
  %mul72.15 = mul i64 %conv71.15, %ld
  %add74.15 = add i64 %mul72.15, %conv73
  %arrayidx75.15 = getelementptr inbounds i32, ptr %add.ptr3, i64 %add74.15
  %39 = load i32, ptr %arrayidx75.15, align 4, !tbaa !24
  %phi.cast189 = zext i32 %39 to i64
  br label %cond.end.15

cond.end.15:                                      ; preds = %cond.true.15, %cond.end.14
  %cond.15 = phi i64 [ %phi.cast189, %cond.true.15 ], [ 0, %cond.end.14 ]
  %shr = lshr i64 %q.sroa.5167.0.copyload, 1
  %mul63 = mul i64 %shr, %conv62
  %mul81 = shl nuw nsw i64 %idx.ext, 4
  %conv82 = zext i32 %m to i64
  %mul83 = mul i64 %mul81, %conv82
  %add.ptr84 = getelementptr inbounds i32, ptr %wbuf, i64 %mul83
  %umax = tail call i32 @llvm.umax.i32(i32 %1, i32 1)
  %conv1.i = zext i32 %9 to i64
  br label %for.cond90.preheader

for.cond90.preheader:                             ; preds = %cond.end.15, %for.cond90.preheader
  %r.0177 = phi i32 [ %inc112, %for.cond90.preheader ], [ 0, %cond.end.15 ]
  %mul94 = shl i32 %r.0177, 4
  %idxprom96 = zext i32 %mul94 to i64
  %arrayidx97 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96
  %40 = load i32, ptr %arrayidx97, align 4, !tbaa !24
  %conv.i163 = zext i32 %40 to i64
  %mul.i164 = mul nuw i64 %conv1.i, %conv.i163
  %cmp.i = icmp slt i64 %mul.i164, 0
  %sub.i165 = select i1 %cmp.i, i64 %mul63, i64 0
  %cond.i166 = sub i64 %mul.i164, %sub.i165
  %add95.1 = or i32 %mul94, 1
  %idxprom96.1 = zext i32 %add95.1 to i64
  %arrayidx97.1 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.1
  %41 = load i32, ptr %arrayidx97.1, align 4, !tbaa !24
  %conv.i163.1 = zext i32 %41 to i64
  %mul.i164.1 = mul nuw i64 %cond.1, %conv.i163.1
  %add.i.1 = add i64 %mul.i164.1, %cond.i166
  %cmp.i.1 = icmp slt i64 %add.i.1, 0
  %sub.i165.1 = select i1 %cmp.i.1, i64 %mul63, i64 0
  %cond.i166.1 = sub i64 %add.i.1, %sub.i165.1
  %add95.2 = or i32 %mul94, 2
  %idxprom96.2 = zext i32 %add95.2 to i64
  %arrayidx97.2 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.2
  %42 = load i32, ptr %arrayidx97.2, align 4, !tbaa !24
  %conv.i163.2 = zext i32 %42 to i64
  %mul.i164.2 = mul nuw i64 %cond.2, %conv.i163.2
  %add.i.2 = add i64 %mul.i164.2, %cond.i166.1
  %cmp.i.2 = icmp slt i64 %add.i.2, 0
  %sub.i165.2 = select i1 %cmp.i.2, i64 %mul63, i64 0
  %cond.i166.2 = sub i64 %add.i.2, %sub.i165.2
  %add95.3 = or i32 %mul94, 3
  %idxprom96.3 = zext i32 %add95.3 to i64
  %arrayidx97.3 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.3
  %43 = load i32, ptr %arrayidx97.3, align 4, !tbaa !24
  %conv.i163.3 = zext i32 %43 to i64
  %mul.i164.3 = mul nuw i64 %cond.3, %conv.i163.3
  %add.i.3 = add i64 %mul.i164.3, %cond.i166.2
  %cmp.i.3 = icmp slt i64 %add.i.3, 0
  %sub.i165.3 = select i1 %cmp.i.3, i64 %mul63, i64 0
  %cond.i166.3 = sub i64 %add.i.3, %sub.i165.3
  %add95.4 = or i32 %mul94, 4
  %idxprom96.4 = zext i32 %add95.4 to i64
  %arrayidx97.4 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.4
  %44 = load i32, ptr %arrayidx97.4, align 4, !tbaa !24
  %conv.i163.4 = zext i32 %44 to i64
  %mul.i164.4 = mul nuw i64 %cond.4, %conv.i163.4
  %add.i.4 = add i64 %mul.i164.4, %cond.i166.3
  %cmp.i.4 = icmp slt i64 %add.i.4, 0
  %sub.i165.4 = select i1 %cmp.i.4, i64 %mul63, i64 0
  %cond.i166.4 = sub i64 %add.i.4, %sub.i165.4
  %add95.5 = or i32 %mul94, 5
  %idxprom96.5 = zext i32 %add95.5 to i64
  %arrayidx97.5 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.5
  %45 = load i32, ptr %arrayidx97.5, align 4, !tbaa !24
  %conv.i163.5 = zext i32 %45 to i64
  %mul.i164.5 = mul nuw i64 %cond.5, %conv.i163.5
  %add.i.5 = add i64 %mul.i164.5, %cond.i166.4
  %cmp.i.5 = icmp slt i64 %add.i.5, 0
  %sub.i165.5 = select i1 %cmp.i.5, i64 %mul63, i64 0
  %cond.i166.5 = sub i64 %add.i.5, %sub.i165.5
  %add95.6 = or i32 %mul94, 6
  %idxprom96.6 = zext i32 %add95.6 to i64
  %arrayidx97.6 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.6
  %46 = load i32, ptr %arrayidx97.6, align 4, !tbaa !24
  %conv.i163.6 = zext i32 %46 to i64
  %mul.i164.6 = mul nuw i64 %cond.6, %conv.i163.6
  %add.i.6 = add i64 %mul.i164.6, %cond.i166.5
  %cmp.i.6 = icmp slt i64 %add.i.6, 0
  %sub.i165.6 = select i1 %cmp.i.6, i64 %mul63, i64 0
  %cond.i166.6 = sub i64 %add.i.6, %sub.i165.6
  %add95.7 = or i32 %mul94, 7
  %idxprom96.7 = zext i32 %add95.7 to i64
  %arrayidx97.7 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.7
  %47 = load i32, ptr %arrayidx97.7, align 4, !tbaa !24
  %conv.i163.7 = zext i32 %47 to i64
  %mul.i164.7 = mul nuw i64 %cond.7, %conv.i163.7
  %add.i.7 = add i64 %mul.i164.7, %cond.i166.6
  %cmp.i.7 = icmp slt i64 %add.i.7, 0
  %sub.i165.7 = select i1 %cmp.i.7, i64 %mul63, i64 0
  %cond.i166.7 = sub i64 %add.i.7, %sub.i165.7
  %add95.8 = or i32 %mul94, 8
  %idxprom96.8 = zext i32 %add95.8 to i64
  %arrayidx97.8 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.8
  %48 = load i32, ptr %arrayidx97.8, align 4, !tbaa !24
  %conv.i163.8 = zext i32 %48 to i64
  %mul.i164.8 = mul nuw i64 %cond.8, %conv.i163.8
  %add.i.8 = add i64 %mul.i164.8, %cond.i166.7
  %cmp.i.8 = icmp slt i64 %add.i.8, 0
  %sub.i165.8 = select i1 %cmp.i.8, i64 %mul63, i64 0
  %cond.i166.8 = sub i64 %add.i.8, %sub.i165.8
  %add95.9 = or i32 %mul94, 9
  %idxprom96.9 = zext i32 %add95.9 to i64
  %arrayidx97.9 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.9
  %49 = load i32, ptr %arrayidx97.9, align 4, !tbaa !24
  %conv.i163.9 = zext i32 %49 to i64
  %mul.i164.9 = mul nuw i64 %cond.9, %conv.i163.9
  %add.i.9 = add i64 %mul.i164.9, %cond.i166.8
  %cmp.i.9 = icmp slt i64 %add.i.9, 0
  %sub.i165.9 = select i1 %cmp.i.9, i64 %mul63, i64 0
  %cond.i166.9 = sub i64 %add.i.9, %sub.i165.9
  %add95.10 = or i32 %mul94, 10
  %idxprom96.10 = zext i32 %add95.10 to i64
  %arrayidx97.10 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.10
  %50 = load i32, ptr %arrayidx97.10, align 4, !tbaa !24
  %conv.i163.10 = zext i32 %50 to i64
  %mul.i164.10 = mul nuw i64 %cond.10, %conv.i163.10
  %add.i.10 = add i64 %mul.i164.10, %cond.i166.9
  %cmp.i.10 = icmp slt i64 %add.i.10, 0
  %sub.i165.10 = select i1 %cmp.i.10, i64 %mul63, i64 0
  %cond.i166.10 = sub i64 %add.i.10, %sub.i165.10
  %add95.11 = or i32 %mul94, 11
  %idxprom96.11 = zext i32 %add95.11 to i64
  %arrayidx97.11 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.11
  %51 = load i32, ptr %arrayidx97.11, align 4, !tbaa !24
  %conv.i163.11 = zext i32 %51 to i64
  %mul.i164.11 = mul nuw i64 %cond.11, %conv.i163.11
  %add.i.11 = add i64 %mul.i164.11, %cond.i166.10
  %cmp.i.11 = icmp slt i64 %add.i.11, 0
  %sub.i165.11 = select i1 %cmp.i.11, i64 %mul63, i64 0
  %cond.i166.11 = sub i64 %add.i.11, %sub.i165.11
  %add95.12 = or i32 %mul94, 12
  %idxprom96.12 = zext i32 %add95.12 to i64
  %arrayidx97.12 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.12
  %52 = load i32, ptr %arrayidx97.12, align 4, !tbaa !24
  %conv.i163.12 = zext i32 %52 to i64
  %mul.i164.12 = mul nuw i64 %cond.12, %conv.i163.12
  %add.i.12 = add i64 %mul.i164.12, %cond.i166.11
  %cmp.i.12 = icmp slt i64 %add.i.12, 0
  %sub.i165.12 = select i1 %cmp.i.12, i64 %mul63, i64 0
  %cond.i166.12 = sub i64 %add.i.12, %sub.i165.12
  %add95.13 = or i32 %mul94, 13
  %idxprom96.13 = zext i32 %add95.13 to i64
  %arrayidx97.13 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.13
  %53 = load i32, ptr %arrayidx97.13, align 4, !tbaa !24
  %conv.i163.13 = zext i32 %53 to i64
  %mul.i164.13 = mul nuw i64 %cond.13, %conv.i163.13
  %add.i.13 = add i64 %mul.i164.13, %cond.i166.12
  %cmp.i.13 = icmp slt i64 %add.i.13, 0
  %sub.i165.13 = select i1 %cmp.i.13, i64 %mul63, i64 0
  %cond.i166.13 = sub i64 %add.i.13, %sub.i165.13
  %add95.14 = or i32 %mul94, 14
  %idxprom96.14 = zext i32 %add95.14 to i64
  %arrayidx97.14 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.14
  %54 = load i32, ptr %arrayidx97.14, align 4, !tbaa !24
  %conv.i163.14 = zext i32 %54 to i64
  %mul.i164.14 = mul nuw i64 %cond.14, %conv.i163.14
  %add.i.14 = add i64 %mul.i164.14, %cond.i166.13
  %cmp.i.14 = icmp slt i64 %add.i.14, 0
  %sub.i165.14 = select i1 %cmp.i.14, i64 %mul63, i64 0
  %cond.i166.14 = sub i64 %add.i.14, %sub.i165.14
  %add95.15 = or i32 %mul94, 15
  %idxprom96.15 = zext i32 %add95.15 to i64
  %arrayidx97.15 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom96.15
  %55 = load i32, ptr %arrayidx97.15, align 4, !tbaa !24
  %conv.i163.15 = zext i32 %55 to i64
  %mul.i164.15 = mul nuw i64 %cond.15, %conv.i163.15
  %add.i.15 = add i64 %mul.i164.15, %cond.i166.14
  %cmp.i.15 = icmp slt i64 %add.i.15, 0
  %sub.i165.15 = select i1 %cmp.i.15, i64 %mul63, i64 0
  %cond.i166.15 = sub i64 %add.i.15, %sub.i165.15
  %56 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i166.15, i64 %q.sroa.5167.0.copyload)
  %mul.i = mul i64 %56, %conv62
  %sub.i = sub i64 %cond.i166.15, %mul.i
  %cmp.not.i = icmp ult i64 %sub.i, %conv62
  %sub5.i = select i1 %cmp.not.i, i64 0, i64 %conv62
  %cond.i = sub i64 %sub.i, %sub5.i
  %conv6.i = trunc i64 %cond.i to i32
  %conv105 = zext i32 %r.0177 to i64
  %mul107 = mul nuw i64 %conv105, %conv82
  %add109 = add i64 %mul107, %conv73
  %arrayidx110 = getelementptr inbounds i32, ptr %add.ptr84, i64 %add109
  store i32 %conv6.i, ptr %arrayidx110, align 4, !tbaa !24
  %inc112 = add nuw i32 %r.0177, 1
  %exitcond.not = icmp eq i32 %inc112, %umax
  br i1 %exitcond.not, label %cleanup117, label %for.cond90.preheader, !llvm.loop !70

cleanup117:                                       ; preds = %if.end32, %for.cond90.preheader, %if.then9, %for.cond.cleanup41, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_update(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %rowpiv, ptr nocapture noundef readonly %cbuf, ptr nocapture noundef readonly %states, ptr nocapture noundef readonly %wbuf, i32 noundef %c0, i32 noundef %cend) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idx.ext = zext i32 %0 to i64
  %count1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 1
  %1 = load i32, ptr %count1, align 4, !tbaa !67
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %cleanup260, label %if.end

if.end:                                           ; preds = %entry
  %add.ptr = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idx.ext
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !23
  %q.sroa.6388.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %q.sroa.6388.0.copyload = load i64, ptr %q.sroa.6388.0.arrayidx.sroa_idx, align 8, !tbaa.struct !31
  %shr = lshr i64 %q.sroa.6388.0.copyload, 1
  %conv = zext i32 %q.sroa.0.0.copyload to i64
  %mul = mul i64 %shr, %conv
  %2 = load i32, ptr %add.ptr, align 4, !tbaa !52
  %sub = sub i32 %2, %1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul4 = shl i32 %4, 6
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul6 = shl i32 %5, 6
  %add = add i32 %mul6, %c0
  %conv8 = zext i32 %n to i64
  %mul9 = mul nuw i64 %conv8, %idx.ext
  %add.ptr10 = getelementptr inbounds i32, ptr %rowpiv, i64 %mul9
  %mul14 = shl i64 %mul9, 4
  %add.ptr15 = getelementptr inbounds i32, ptr %cbuf, i64 %mul14
  %mul17 = shl nuw nsw i64 %idx.ext, 4
  %conv18 = zext i32 %m to i64
  %mul19 = mul i64 %mul17, %conv18
  %add.ptr20 = getelementptr inbounds i32, ptr %wbuf, i64 %mul19
  %cmp21390 = icmp ult i32 %3, 1024
  br i1 %cmp21390, label %for.body.lr.ph, label %for.cond66.preheader

for.body.lr.ph:                                   ; preds = %if.end
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body

for.cond66.preheader:                             ; preds = %cond.end57, %if.end
  %cmp67392 = icmp ult i32 %3, 64
  br i1 %cmp67392, label %for.body69.lr.ph, label %for.cond.cleanup68

for.body69.lr.ph:                                 ; preds = %for.cond66.preheader
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body69

for.body:                                         ; preds = %for.body.lr.ph, %cond.end57
  %x.0391 = phi i32 [ %3, %for.body.lr.ph ], [ %add64, %cond.end57 ]
  %div364 = lshr i32 %x.0391, 4
  %rem = and i32 %x.0391, 15
  %add22 = add i32 %div364, %mul4
  %cmp23 = icmp ult i32 %add22, %n
  %cmp24 = icmp ult i32 %rem, %1
  %or.cond = select i1 %cmp23, i1 %cmp24, i1 false
  br i1 %or.cond, label %cond.true, label %for.body.cond.end_crit_edge

for.body.cond.end_crit_edge:                      ; preds = %for.body
  %.pre450 = zext i32 %rem to i64
  br label %cond.end

cond.true:                                        ; preds = %for.body
  %conv25 = zext i32 %add22 to i64
  %mul26 = shl nuw nsw i64 %conv25, 4
  %idxprom27 = zext i32 %rem to i64
  %arrayidx28 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 3, i64 %idxprom27
  %8 = load i32, ptr %arrayidx28, align 4, !tbaa !24
  %conv29 = zext i32 %8 to i64
  %add30 = add nuw nsw i64 %mul26, %conv29
  %arrayidx31 = getelementptr inbounds i32, ptr %add.ptr15, i64 %add30
  %9 = load i32, ptr %arrayidx31, align 4, !tbaa !24
  br label %cond.end

cond.end:                                         ; preds = %for.body.cond.end_crit_edge, %cond.true
  %idxprom41.pre-phi = phi i64 [ %.pre450, %for.body.cond.end_crit_edge ], [ %idxprom27, %cond.true ]
  %cond = phi i32 [ 0, %for.body.cond.end_crit_edge ], [ %9, %cond.true ]
  %cmp32 = icmp eq i32 %cond, 0
  %sub36 = sub i32 %q.sroa.0.0.copyload, %cond
  %cond38 = select i1 %cmp32, i32 0, i32 %sub36
  %idxprom39 = zext i32 %div364 to i64
  %arrayidx42 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom39, i64 %idxprom41.pre-phi
  store i32 %cond38, ptr %arrayidx42, align 4, !tbaa !24
  %div43365 = lshr i32 %x.0391, 6
  %rem44 = and i32 %x.0391, 63
  %add45 = add i32 %rem44, %add
  %cmp46 = icmp ult i32 %div43365, %1
  %cmp48 = icmp ult i32 %add45, %cend
  %or.cond366 = select i1 %cmp46, i1 %cmp48, i1 false
  %conv50 = zext i32 %div43365 to i64
  br i1 %or.cond366, label %cond.true49, label %cond.end57

cond.true49:                                      ; preds = %cond.end
  %mul52 = mul nuw nsw i64 %conv50, %conv18
  %conv53 = zext i32 %add45 to i64
  %add54 = add nuw nsw i64 %mul52, %conv53
  %arrayidx55 = getelementptr inbounds i32, ptr %add.ptr20, i64 %add54
  %10 = load i32, ptr %arrayidx55, align 4, !tbaa !24
  br label %cond.end57

cond.end57:                                       ; preds = %cond.end, %cond.true49
  %cond58 = phi i32 [ %10, %cond.true49 ], [ 0, %cond.end ]
  %idxprom61 = zext i32 %rem44 to i64
  %arrayidx62 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %conv50, i64 %idxprom61
  store i32 %cond58, ptr %arrayidx62, align 4, !tbaa !24
  %add64 = add i32 %x.0391, %6
  %cmp21 = icmp ult i32 %add64, 1024
  br i1 %cmp21, label %for.body, label %for.cond66.preheader, !llvm.loop !71

for.cond.cleanup68:                               ; preds = %cond.end90, %for.cond66.preheader
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %mul99 = mul i64 %idx.ext, %stride
  %add.ptr100 = getelementptr inbounds i32, ptr %mats, i64 %mul99
  %and = and i32 %3, 31
  %shr101 = lshr i32 %3, 5
  %add111 = add i32 %mul4, %shr101
  %add115 = add i32 %add, %and
  %cmp118 = icmp ult i32 %add111, %n
  %conv122 = zext i32 %add111 to i64
  %mul123 = mul i64 %conv122, %ld
  %cmp120 = icmp ult i32 %add115, %cend
  %or.cond369 = select i1 %cmp118, i1 %cmp120, i1 false
  br i1 %or.cond369, label %cond.true121, label %cond.end128

for.body69:                                       ; preds = %for.body69.lr.ph, %cond.end90
  %r65.0393 = phi i32 [ %3, %for.body69.lr.ph ], [ %add96, %cond.end90 ]
  %add71 = add i32 %r65.0393, %mul4
  %cmp72 = icmp ult i32 %add71, %n
  br i1 %cmp72, label %cond.true73, label %cond.end77

cond.true73:                                      ; preds = %for.body69
  %idxprom74 = zext i32 %add71 to i64
  %arrayidx75 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom74
  %11 = load i32, ptr %arrayidx75, align 4, !tbaa !24
  br label %cond.end77

cond.end77:                                       ; preds = %for.body69, %cond.true73
  %cond78 = phi i32 [ %11, %cond.true73 ], [ -1, %for.body69 ]
  %cmp79.not = icmp ne i32 %cond78, -1
  %cmp81.not = icmp uge i32 %cond78, %sub
  %or.cond367 = select i1 %cmp79.not, i1 %cmp81.not, i1 false
  %cmp84 = icmp ult i32 %cond78, %2
  %or.cond368 = select i1 %or.cond367, i1 %cmp84, i1 false
  br i1 %or.cond368, label %cond.true85, label %cond.end90

cond.true85:                                      ; preds = %cond.end77
  %sub86 = sub i32 %cond78, %sub
  %idxprom87 = zext i32 %sub86 to i64
  %arrayidx88 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 4, i64 %idxprom87
  %12 = load i32, ptr %arrayidx88, align 4, !tbaa !24
  br label %cond.end90

cond.end90:                                       ; preds = %cond.end77, %cond.true85
  %cond91 = phi i32 [ %12, %cond.true85 ], [ -1, %cond.end77 ]
  %idxprom92 = zext i32 %r65.0393 to i64
  %arrayidx93 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom92
  store i32 %cond91, ptr %arrayidx93, align 4, !tbaa !24
  %add96 = add i32 %r65.0393, %7
  %cmp67 = icmp ult i32 %add96, 64
  br i1 %cmp67, label %for.body69, label %for.cond.cleanup68, !llvm.loop !72

cond.true121:                                     ; preds = %for.cond.cleanup68
  %conv124 = zext i32 %add115 to i64
  %add125 = add i64 %mul123, %conv124
  %arrayidx126 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125
  %13 = load i32, ptr %arrayidx126, align 4, !tbaa !24
  br label %cond.end128

cond.end128:                                      ; preds = %for.cond.cleanup68, %cond.true121
  %cond129 = phi i32 [ %13, %cond.true121 ], [ 0, %for.cond.cleanup68 ]
  %conv130 = zext i32 %cond129 to i64
  %add117.1 = add i32 %add115, 32
  %cmp120.1 = icmp ult i32 %add117.1, %cend
  %or.cond369.1 = select i1 %cmp118, i1 %cmp120.1, i1 false
  br i1 %or.cond369.1, label %cond.true121.1, label %cond.end128.1

cond.true121.1:                                   ; preds = %cond.end128
  %conv124.1 = zext i32 %add117.1 to i64
  %add125.1 = add i64 %mul123, %conv124.1
  %arrayidx126.1 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.1
  %14 = load i32, ptr %arrayidx126.1, align 4, !tbaa !24
  br label %cond.end128.1

cond.end128.1:                                    ; preds = %cond.true121.1, %cond.end128
  %cond129.1 = phi i32 [ %14, %cond.true121.1 ], [ 0, %cond.end128 ]
  %conv130.1 = zext i32 %cond129.1 to i64
  %add113.1 = add i32 %add111, 8
  %cmp118.1 = icmp ult i32 %add113.1, %n
  %conv122.1 = zext i32 %add113.1 to i64
  %mul123.1 = mul i64 %conv122.1, %ld
  %or.cond369.1402 = select i1 %cmp118.1, i1 %cmp120, i1 false
  br i1 %or.cond369.1402, label %cond.true121.1406, label %cond.end128.1410

cond.true121.1406:                                ; preds = %cond.end128.1
  %conv124.1403 = zext i32 %add115 to i64
  %add125.1404 = add i64 %mul123.1, %conv124.1403
  %arrayidx126.1405 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.1404
  %15 = load i32, ptr %arrayidx126.1405, align 4, !tbaa !24
  br label %cond.end128.1410

cond.end128.1410:                                 ; preds = %cond.true121.1406, %cond.end128.1
  %cond129.1407 = phi i32 [ %15, %cond.true121.1406 ], [ 0, %cond.end128.1 ]
  %conv130.1408 = zext i32 %cond129.1407 to i64
  %or.cond369.1.1 = select i1 %cmp118.1, i1 %cmp120.1, i1 false
  br i1 %or.cond369.1.1, label %cond.true121.1.1, label %cond.end128.1.1

cond.true121.1.1:                                 ; preds = %cond.end128.1410
  %conv124.1.1 = zext i32 %add117.1 to i64
  %add125.1.1 = add i64 %mul123.1, %conv124.1.1
  %arrayidx126.1.1 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.1.1
  %16 = load i32, ptr %arrayidx126.1.1, align 4, !tbaa !24
  br label %cond.end128.1.1

cond.end128.1.1:                                  ; preds = %cond.true121.1.1, %cond.end128.1410
  %cond129.1.1 = phi i32 [ %16, %cond.true121.1.1 ], [ 0, %cond.end128.1410 ]
  %conv130.1.1 = zext i32 %cond129.1.1 to i64
  %add113.2 = add i32 %add111, 16
  %cmp118.2 = icmp ult i32 %add113.2, %n
  %conv122.2 = zext i32 %add113.2 to i64
  %mul123.2 = mul i64 %conv122.2, %ld
  %or.cond369.2 = select i1 %cmp118.2, i1 %cmp120, i1 false
  br i1 %or.cond369.2, label %cond.true121.2, label %cond.end128.2

cond.true121.2:                                   ; preds = %cond.end128.1.1
  %conv124.2 = zext i32 %add115 to i64
  %add125.2 = add i64 %mul123.2, %conv124.2
  %arrayidx126.2 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.2
  %17 = load i32, ptr %arrayidx126.2, align 4, !tbaa !24
  br label %cond.end128.2

cond.end128.2:                                    ; preds = %cond.true121.2, %cond.end128.1.1
  %cond129.2 = phi i32 [ %17, %cond.true121.2 ], [ 0, %cond.end128.1.1 ]
  %conv130.2 = zext i32 %cond129.2 to i64
  %or.cond369.1.2 = select i1 %cmp118.2, i1 %cmp120.1, i1 false
  br i1 %or.cond369.1.2, label %cond.true121.1.2, label %cond.end128.1.2

cond.true121.1.2:                                 ; preds = %cond.end128.2
  %conv124.1.2 = zext i32 %add117.1 to i64
  %add125.1.2 = add i64 %mul123.2, %conv124.1.2
  %arrayidx126.1.2 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.1.2
  %18 = load i32, ptr %arrayidx126.1.2, align 4, !tbaa !24
  br label %cond.end128.1.2

cond.end128.1.2:                                  ; preds = %cond.true121.1.2, %cond.end128.2
  %cond129.1.2 = phi i32 [ %18, %cond.true121.1.2 ], [ 0, %cond.end128.2 ]
  %conv130.1.2 = zext i32 %cond129.1.2 to i64
  %add113.3 = add i32 %add111, 24
  %cmp118.3 = icmp ult i32 %add113.3, %n
  %conv122.3 = zext i32 %add113.3 to i64
  %mul123.3 = mul i64 %conv122.3, %ld
  %or.cond369.3 = select i1 %cmp118.3, i1 %cmp120, i1 false
  br i1 %or.cond369.3, label %cond.true121.3, label %cond.end128.3

cond.true121.3:                                   ; preds = %cond.end128.1.2
  %conv124.3 = zext i32 %add115 to i64
  %add125.3 = add i64 %mul123.3, %conv124.3
  %arrayidx126.3 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.3
  %19 = load i32, ptr %arrayidx126.3, align 4, !tbaa !24
  br label %cond.end128.3

cond.end128.3:                                    ; preds = %cond.true121.3, %cond.end128.1.2
  %cond129.3 = phi i32 [ %19, %cond.true121.3 ], [ 0, %cond.end128.1.2 ]
  %conv130.3 = zext i32 %cond129.3 to i64
  %or.cond369.1.3 = select i1 %cmp118.3, i1 %cmp120.1, i1 false
  br i1 %or.cond369.1.3, label %cond.true121.1.3, label %cond.end128.1.3

cond.true121.1.3:                                 ; preds = %cond.end128.3
  %conv124.1.3 = zext i32 %add117.1 to i64
  %add125.1.3 = add i64 %mul123.3, %conv124.1.3
  %arrayidx126.1.3 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.1.3
  %20 = load i32, ptr %arrayidx126.1.3, align 4, !tbaa !24
  br label %cond.end128.1.3

cond.end128.1.3:                                  ; preds = %cond.true121.1.3, %cond.end128.3
  %cond129.1.3 = phi i32 [ %20, %cond.true121.1.3 ], [ 0, %cond.end128.3 ]
  %conv130.1.3 = zext i32 %cond129.1.3 to i64
  %add113.4 = add i32 %add111, 32
  %cmp118.4 = icmp ult i32 %add113.4, %n
  %conv122.4 = zext i32 %add113.4 to i64
  %mul123.4 = mul i64 %conv122.4, %ld
  %or.cond369.4 = select i1 %cmp118.4, i1 %cmp120, i1 false
  br i1 %or.cond369.4, label %cond.true121.4, label %cond.end128.4

cond.true121.4:                                   ; preds = %cond.end128.1.3
  %conv124.4 = zext i32 %add115 to i64
  %add125.4 = add i64 %mul123.4, %conv124.4
  %arrayidx126.4 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.4
  %21 = load i32, ptr %arrayidx126.4, align 4, !tbaa !24
  br label %cond.end128.4

cond.end128.4:                                    ; preds = %cond.true121.4, %cond.end128.1.3
  %cond129.4 = phi i32 [ %21, %cond.true121.4 ], [ 0, %cond.end128.1.3 ]
  %conv130.4 = zext i32 %cond129.4 to i64
  %or.cond369.1.4 = select i1 %cmp118.4, i1 %cmp120.1, i1 false
  br i1 %or.cond369.1.4, label %cond.true121.1.4, label %cond.end128.1.4

cond.true121.1.4:                                 ; preds = %cond.end128.4
  %conv124.1.4 = zext i32 %add117.1 to i64
  %add125.1.4 = add i64 %mul123.4, %conv124.1.4
  %arrayidx126.1.4 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.1.4
  %22 = load i32, ptr %arrayidx126.1.4, align 4, !tbaa !24
  br label %cond.end128.1.4

cond.end128.1.4:                                  ; preds = %cond.true121.1.4, %cond.end128.4
  %cond129.1.4 = phi i32 [ %22, %cond.true121.1.4 ], [ 0, %cond.end128.4 ]
  %conv130.1.4 = zext i32 %cond129.1.4 to i64
  %add113.5 = add i32 %add111, 40
  %cmp118.5 = icmp ult i32 %add113.5, %n
  %conv122.5 = zext i32 %add113.5 to i64
  %mul123.5 = mul i64 %conv122.5, %ld
  %or.cond369.5 = select i1 %cmp118.5, i1 %cmp120, i1 false
  br i1 %or.cond369.5, label %cond.true121.5, label %cond.end128.5

cond.true121.5:                                   ; preds = %cond.end128.1.4
  %conv124.5 = zext i32 %add115 to i64
  %add125.5 = add i64 %mul123.5, %conv124.5
  %arrayidx126.5 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.5
  %23 = load i32, ptr %arrayidx126.5, align 4, !tbaa !24
  br label %cond.end128.5

cond.end128.5:                                    ; preds = %cond.true121.5, %cond.end128.1.4
  %cond129.5 = phi i32 [ %23, %cond.true121.5 ], [ 0, %cond.end128.1.4 ]
  %conv130.5 = zext i32 %cond129.5 to i64
  %or.cond369.1.5 = select i1 %cmp118.5, i1 %cmp120.1, i1 false
  br i1 %or.cond369.1.5, label %cond.true121.1.5, label %cond.end128.1.5

cond.true121.1.5:                                 ; preds = %cond.end128.5
  %conv124.1.5 = zext i32 %add117.1 to i64
  %add125.1.5 = add i64 %mul123.5, %conv124.1.5
  %arrayidx126.1.5 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.1.5
  %24 = load i32, ptr %arrayidx126.1.5, align 4, !tbaa !24
  br label %cond.end128.1.5

cond.end128.1.5:                                  ; preds = %cond.true121.1.5, %cond.end128.5
  %cond129.1.5 = phi i32 [ %24, %cond.true121.1.5 ], [ 0, %cond.end128.5 ]
  %conv130.1.5 = zext i32 %cond129.1.5 to i64
  %add113.6 = add i32 %add111, 48
  %cmp118.6 = icmp ult i32 %add113.6, %n
  %conv122.6 = zext i32 %add113.6 to i64
  %mul123.6 = mul i64 %conv122.6, %ld
  %or.cond369.6 = select i1 %cmp118.6, i1 %cmp120, i1 false
  br i1 %or.cond369.6, label %cond.true121.6, label %cond.end128.6

cond.true121.6:                                   ; preds = %cond.end128.1.5
  %conv124.6 = zext i32 %add115 to i64
  %add125.6 = add i64 %mul123.6, %conv124.6
  %arrayidx126.6 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.6
  %25 = load i32, ptr %arrayidx126.6, align 4, !tbaa !24
  br label %cond.end128.6

cond.end128.6:                                    ; preds = %cond.true121.6, %cond.end128.1.5
  %cond129.6 = phi i32 [ %25, %cond.true121.6 ], [ 0, %cond.end128.1.5 ]
  %conv130.6 = zext i32 %cond129.6 to i64
  %or.cond369.1.6 = select i1 %cmp118.6, i1 %cmp120.1, i1 false
  br i1 %or.cond369.1.6, label %cond.true121.1.6, label %cond.end128.1.6

cond.true121.1.6:                                 ; preds = %cond.end128.6
  %conv124.1.6 = zext i32 %add117.1 to i64
  %add125.1.6 = add i64 %mul123.6, %conv124.1.6
  %arrayidx126.1.6 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.1.6
  %26 = load i32, ptr %arrayidx126.1.6, align 4, !tbaa !24
  br label %cond.end128.1.6

cond.end128.1.6:                                  ; preds = %cond.true121.1.6, %cond.end128.6
  %cond129.1.6 = phi i32 [ %26, %cond.true121.1.6 ], [ 0, %cond.end128.6 ]
  %conv130.1.6 = zext i32 %cond129.1.6 to i64
  %add113.7 = add i32 %add111, 56
  %cmp118.7 = icmp ult i32 %add113.7, %n
  %conv122.7 = zext i32 %add113.7 to i64
  %mul123.7 = mul i64 %conv122.7, %ld
  %or.cond369.7 = select i1 %cmp118.7, i1 %cmp120, i1 false
  br i1 %or.cond369.7, label %cond.true121.7, label %cond.end128.7

cond.true121.7:                                   ; preds = %cond.end128.1.6
  %conv124.7 = zext i32 %add115 to i64
  %add125.7 = add i64 %mul123.7, %conv124.7
  %arrayidx126.7 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.7
  %27 = load i32, ptr %arrayidx126.7, align 4, !tbaa !24
  br label %cond.end128.7

cond.end128.7:                                    ; preds = %cond.true121.7, %cond.end128.1.6
  %cond129.7 = phi i32 [ %27, %cond.true121.7 ], [ 0, %cond.end128.1.6 ]
  %conv130.7 = zext i32 %cond129.7 to i64
  %or.cond369.1.7 = select i1 %cmp118.7, i1 %cmp120.1, i1 false
  br i1 %or.cond369.1.7, label %cond.true121.1.7, label %cond.end128.1.7

cond.true121.1.7:                                 ; preds = %cond.end128.7
  %conv124.1.7 = zext i32 %add117.1 to i64
  %add125.1.7 = add i64 %mul123.7, %conv124.1.7
  %arrayidx126.1.7 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add125.1.7
  %28 = load i32, ptr %arrayidx126.1.7, align 4, !tbaa !24
  br label %cond.end128.1.7

cond.end128.1.7:                                  ; preds = %cond.true121.1.7, %cond.end128.7
  %cond129.1.7 = phi i32 [ %28, %cond.true121.1.7 ], [ 0, %cond.end128.7 ]
  %idxprom147 = zext i32 %and to i64
  %add151 = or i32 %and, 32
  %idxprom152 = zext i32 %add151 to i64
  %conv130.1.7 = zext i32 %cond129.1.7 to i64
  %idxprom173 = zext i32 %shr101 to i64
  %add172.1 = add nuw nsw i32 %shr101, 8
  %idxprom173.1 = zext i32 %add172.1 to i64
  %add172.2 = add nuw nsw i32 %shr101, 16
  %idxprom173.2 = zext i32 %add172.2 to i64
  %add172.3 = add nuw nsw i32 %shr101, 24
  %idxprom173.3 = zext i32 %add172.3 to i64
  %add172.4 = add nuw nsw i32 %shr101, 32
  %idxprom173.4 = zext i32 %add172.4 to i64
  %add172.5 = add nuw nsw i32 %shr101, 40
  %idxprom173.5 = zext i32 %add172.5 to i64
  %add172.6 = add nuw nsw i32 %shr101, 48
  %idxprom173.6 = zext i32 %add172.6 to i64
  %add172.7 = add nuw nsw i32 %shr101, 56
  %idxprom173.7 = zext i32 %add172.7 to i64
  br label %for.body144

for.cond205.preheader:                            ; preds = %for.body144
  %arrayidx227 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom173
  br i1 %or.cond369, label %if.end225, label %cleanup

for.body144:                                      ; preds = %cond.end128.1.7, %for.body144
  %acc.sroa.62.1 = phi i64 [ %conv130.1.7, %cond.end128.1.7 ], [ %cond.i382.7, %for.body144 ]
  %acc.sroa.58.1 = phi i64 [ %conv130.7, %cond.end128.1.7 ], [ %cond.i.7, %for.body144 ]
  %acc.sroa.54.1 = phi i64 [ %conv130.1.6, %cond.end128.1.7 ], [ %cond.i382.6, %for.body144 ]
  %acc.sroa.50.1 = phi i64 [ %conv130.6, %cond.end128.1.7 ], [ %cond.i.6, %for.body144 ]
  %acc.sroa.46.1 = phi i64 [ %conv130.1.5, %cond.end128.1.7 ], [ %cond.i382.5, %for.body144 ]
  %acc.sroa.42.1 = phi i64 [ %conv130.5, %cond.end128.1.7 ], [ %cond.i.5, %for.body144 ]
  %acc.sroa.38.1 = phi i64 [ %conv130.1.4, %cond.end128.1.7 ], [ %cond.i382.4, %for.body144 ]
  %acc.sroa.34.1 = phi i64 [ %conv130.4, %cond.end128.1.7 ], [ %cond.i.4, %for.body144 ]
  %acc.sroa.30.1 = phi i64 [ %conv130.1.3, %cond.end128.1.7 ], [ %cond.i382.3, %for.body144 ]
  %acc.sroa.26.1 = phi i64 [ %conv130.3, %cond.end128.1.7 ], [ %cond.i.3, %for.body144 ]
  %acc.sroa.22.1 = phi i64 [ %conv130.1.2, %cond.end128.1.7 ], [ %cond.i382.2, %for.body144 ]
  %acc.sroa.18.1 = phi i64 [ %conv130.2, %cond.end128.1.7 ], [ %cond.i.2, %for.body144 ]
  %acc.sroa.14.1 = phi i64 [ %conv130.1.1, %cond.end128.1.7 ], [ %cond.i382.1, %for.body144 ]
  %acc.sroa.10.1 = phi i64 [ %conv130.1408, %cond.end128.1.7 ], [ %cond.i.1, %for.body144 ]
  %acc.sroa.6.1 = phi i64 [ %conv130.1, %cond.end128.1.7 ], [ %cond.i382, %for.body144 ]
  %acc.sroa.0.1 = phi i64 [ %conv130, %cond.end128.1.7 ], [ %cond.i, %for.body144 ]
  %l140.0398 = phi i32 [ 0, %cond.end128.1.7 ], [ %add202, %for.body144 ]
  %idxprom145 = zext i32 %l140.0398 to i64
  %arrayidx148 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom145, i64 %idxprom147
  %29 = load i32, ptr %arrayidx148, align 4, !tbaa !24
  %arrayidx153 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom145, i64 %idxprom152
  %30 = load i32, ptr %arrayidx153, align 4, !tbaa !24
  %add154 = or i32 %l140.0398, 1
  %idxprom155 = zext i32 %add154 to i64
  %arrayidx158 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom155, i64 %idxprom147
  %31 = load i32, ptr %arrayidx158, align 4, !tbaa !24
  %arrayidx164 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom155, i64 %idxprom152
  %32 = load i32, ptr %arrayidx164, align 4, !tbaa !24
  %conv1.i = zext i32 %29 to i64
  %conv3.i = zext i32 %31 to i64
  %conv1.i373 = zext i32 %30 to i64
  %conv3.i376 = zext i32 %32 to i64
  %arrayidx176 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173, i64 %idxprom145
  %33 = load i32, ptr %arrayidx176, align 4, !tbaa !24
  %arrayidx183 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173, i64 %idxprom155
  %34 = load i32, ptr %arrayidx183, align 4, !tbaa !24
  %conv.i = zext i32 %33 to i64
  %mul.i = mul nuw i64 %conv.i, %conv1.i
  %conv2.i = zext i32 %34 to i64
  %mul4.i = mul nuw i64 %conv2.i, %conv3.i
  %add.i = add i64 %mul.i, %acc.sroa.0.1
  %add5.i = add i64 %add.i, %mul4.i
  %cmp.i = icmp slt i64 %add5.i, 0
  %sub.i = select i1 %cmp.i, i64 %mul, i64 0
  %cond.i = sub i64 %add5.i, %sub.i
  %mul.i374 = mul nuw i64 %conv.i, %conv1.i373
  %mul4.i377 = mul nuw i64 %conv2.i, %conv3.i376
  %add.i378 = add i64 %mul4.i377, %mul.i374
  %add5.i379 = add i64 %add.i378, %acc.sroa.6.1
  %cmp.i380 = icmp slt i64 %add5.i379, 0
  %sub.i381 = select i1 %cmp.i380, i64 %mul, i64 0
  %cond.i382 = sub i64 %add5.i379, %sub.i381
  %arrayidx176.1 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.1, i64 %idxprom145
  %35 = load i32, ptr %arrayidx176.1, align 4, !tbaa !24
  %arrayidx183.1 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.1, i64 %idxprom155
  %36 = load i32, ptr %arrayidx183.1, align 4, !tbaa !24
  %conv.i.1 = zext i32 %35 to i64
  %mul.i.1 = mul nuw i64 %conv.i.1, %conv1.i
  %conv2.i.1 = zext i32 %36 to i64
  %mul4.i.1 = mul nuw i64 %conv2.i.1, %conv3.i
  %add.i.1 = add i64 %mul.i.1, %acc.sroa.10.1
  %add5.i.1 = add i64 %add.i.1, %mul4.i.1
  %cmp.i.1 = icmp slt i64 %add5.i.1, 0
  %sub.i.1 = select i1 %cmp.i.1, i64 %mul, i64 0
  %cond.i.1 = sub i64 %add5.i.1, %sub.i.1
  %mul.i374.1 = mul nuw i64 %conv.i.1, %conv1.i373
  %mul4.i377.1 = mul nuw i64 %conv2.i.1, %conv3.i376
  %add.i378.1 = add i64 %mul4.i377.1, %mul.i374.1
  %add5.i379.1 = add i64 %add.i378.1, %acc.sroa.14.1
  %cmp.i380.1 = icmp slt i64 %add5.i379.1, 0
  %sub.i381.1 = select i1 %cmp.i380.1, i64 %mul, i64 0
  %cond.i382.1 = sub i64 %add5.i379.1, %sub.i381.1
  %arrayidx176.2 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.2, i64 %idxprom145
  %37 = load i32, ptr %arrayidx176.2, align 4, !tbaa !24
  %arrayidx183.2 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.2, i64 %idxprom155
  %38 = load i32, ptr %arrayidx183.2, align 4, !tbaa !24
  %conv.i.2 = zext i32 %37 to i64
  %mul.i.2 = mul nuw i64 %conv.i.2, %conv1.i
  %conv2.i.2 = zext i32 %38 to i64
  %mul4.i.2 = mul nuw i64 %conv2.i.2, %conv3.i
  %add.i.2 = add i64 %mul.i.2, %acc.sroa.18.1
  %add5.i.2 = add i64 %add.i.2, %mul4.i.2
  %cmp.i.2 = icmp slt i64 %add5.i.2, 0
  %sub.i.2 = select i1 %cmp.i.2, i64 %mul, i64 0
  %cond.i.2 = sub i64 %add5.i.2, %sub.i.2
  %mul.i374.2 = mul nuw i64 %conv.i.2, %conv1.i373
  %mul4.i377.2 = mul nuw i64 %conv2.i.2, %conv3.i376
  %add.i378.2 = add i64 %mul4.i377.2, %mul.i374.2
  %add5.i379.2 = add i64 %add.i378.2, %acc.sroa.22.1
  %cmp.i380.2 = icmp slt i64 %add5.i379.2, 0
  %sub.i381.2 = select i1 %cmp.i380.2, i64 %mul, i64 0
  %cond.i382.2 = sub i64 %add5.i379.2, %sub.i381.2
  %arrayidx176.3 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.3, i64 %idxprom145
  %39 = load i32, ptr %arrayidx176.3, align 4, !tbaa !24
  %arrayidx183.3 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.3, i64 %idxprom155
  %40 = load i32, ptr %arrayidx183.3, align 4, !tbaa !24
  %conv.i.3 = zext i32 %39 to i64
  %mul.i.3 = mul nuw i64 %conv.i.3, %conv1.i
  %conv2.i.3 = zext i32 %40 to i64
  %mul4.i.3 = mul nuw i64 %conv2.i.3, %conv3.i
  %add.i.3 = add i64 %mul.i.3, %acc.sroa.26.1
  %add5.i.3 = add i64 %add.i.3, %mul4.i.3
  %cmp.i.3 = icmp slt i64 %add5.i.3, 0
  %sub.i.3 = select i1 %cmp.i.3, i64 %mul, i64 0
  %cond.i.3 = sub i64 %add5.i.3, %sub.i.3
  %mul.i374.3 = mul nuw i64 %conv.i.3, %conv1.i373
  %mul4.i377.3 = mul nuw i64 %conv2.i.3, %conv3.i376
  %add.i378.3 = add i64 %mul4.i377.3, %mul.i374.3
  %add5.i379.3 = add i64 %add.i378.3, %acc.sroa.30.1
  %cmp.i380.3 = icmp slt i64 %add5.i379.3, 0
  %sub.i381.3 = select i1 %cmp.i380.3, i64 %mul, i64 0
  %cond.i382.3 = sub i64 %add5.i379.3, %sub.i381.3
  %arrayidx176.4 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.4, i64 %idxprom145
  %41 = load i32, ptr %arrayidx176.4, align 4, !tbaa !24
  %arrayidx183.4 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.4, i64 %idxprom155
  %42 = load i32, ptr %arrayidx183.4, align 4, !tbaa !24
  %conv.i.4 = zext i32 %41 to i64
  %mul.i.4 = mul nuw i64 %conv.i.4, %conv1.i
  %conv2.i.4 = zext i32 %42 to i64
  %mul4.i.4 = mul nuw i64 %conv2.i.4, %conv3.i
  %add.i.4 = add i64 %mul.i.4, %acc.sroa.34.1
  %add5.i.4 = add i64 %add.i.4, %mul4.i.4
  %cmp.i.4 = icmp slt i64 %add5.i.4, 0
  %sub.i.4 = select i1 %cmp.i.4, i64 %mul, i64 0
  %cond.i.4 = sub i64 %add5.i.4, %sub.i.4
  %mul.i374.4 = mul nuw i64 %conv.i.4, %conv1.i373
  %mul4.i377.4 = mul nuw i64 %conv2.i.4, %conv3.i376
  %add.i378.4 = add i64 %mul4.i377.4, %mul.i374.4
  %add5.i379.4 = add i64 %add.i378.4, %acc.sroa.38.1
  %cmp.i380.4 = icmp slt i64 %add5.i379.4, 0
  %sub.i381.4 = select i1 %cmp.i380.4, i64 %mul, i64 0
  %cond.i382.4 = sub i64 %add5.i379.4, %sub.i381.4
  %arrayidx176.5 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.5, i64 %idxprom145
  %43 = load i32, ptr %arrayidx176.5, align 4, !tbaa !24
  %arrayidx183.5 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.5, i64 %idxprom155
  %44 = load i32, ptr %arrayidx183.5, align 4, !tbaa !24
  %conv.i.5 = zext i32 %43 to i64
  %mul.i.5 = mul nuw i64 %conv.i.5, %conv1.i
  %conv2.i.5 = zext i32 %44 to i64
  %mul4.i.5 = mul nuw i64 %conv2.i.5, %conv3.i
  %add.i.5 = add i64 %mul.i.5, %acc.sroa.42.1
  %add5.i.5 = add i64 %add.i.5, %mul4.i.5
  %cmp.i.5 = icmp slt i64 %add5.i.5, 0
  %sub.i.5 = select i1 %cmp.i.5, i64 %mul, i64 0
  %cond.i.5 = sub i64 %add5.i.5, %sub.i.5
  %mul.i374.5 = mul nuw i64 %conv.i.5, %conv1.i373
  %mul4.i377.5 = mul nuw i64 %conv2.i.5, %conv3.i376
  %add.i378.5 = add i64 %mul4.i377.5, %mul.i374.5
  %add5.i379.5 = add i64 %add.i378.5, %acc.sroa.46.1
  %cmp.i380.5 = icmp slt i64 %add5.i379.5, 0
  %sub.i381.5 = select i1 %cmp.i380.5, i64 %mul, i64 0
  %cond.i382.5 = sub i64 %add5.i379.5, %sub.i381.5
  %arrayidx176.6 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.6, i64 %idxprom145
  %45 = load i32, ptr %arrayidx176.6, align 4, !tbaa !24
  %arrayidx183.6 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.6, i64 %idxprom155
  %46 = load i32, ptr %arrayidx183.6, align 4, !tbaa !24
  %conv.i.6 = zext i32 %45 to i64
  %mul.i.6 = mul nuw i64 %conv.i.6, %conv1.i
  %conv2.i.6 = zext i32 %46 to i64
  %mul4.i.6 = mul nuw i64 %conv2.i.6, %conv3.i
  %add.i.6 = add i64 %mul.i.6, %acc.sroa.50.1
  %add5.i.6 = add i64 %add.i.6, %mul4.i.6
  %cmp.i.6 = icmp slt i64 %add5.i.6, 0
  %sub.i.6 = select i1 %cmp.i.6, i64 %mul, i64 0
  %cond.i.6 = sub i64 %add5.i.6, %sub.i.6
  %mul.i374.6 = mul nuw i64 %conv.i.6, %conv1.i373
  %mul4.i377.6 = mul nuw i64 %conv2.i.6, %conv3.i376
  %add.i378.6 = add i64 %mul4.i377.6, %mul.i374.6
  %add5.i379.6 = add i64 %add.i378.6, %acc.sroa.54.1
  %cmp.i380.6 = icmp slt i64 %add5.i379.6, 0
  %sub.i381.6 = select i1 %cmp.i380.6, i64 %mul, i64 0
  %cond.i382.6 = sub i64 %add5.i379.6, %sub.i381.6
  %arrayidx176.7 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.7, i64 %idxprom145
  %47 = load i32, ptr %arrayidx176.7, align 4, !tbaa !24
  %arrayidx183.7 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom173.7, i64 %idxprom155
  %48 = load i32, ptr %arrayidx183.7, align 4, !tbaa !24
  %conv.i.7 = zext i32 %47 to i64
  %mul.i.7 = mul nuw i64 %conv.i.7, %conv1.i
  %conv2.i.7 = zext i32 %48 to i64
  %mul4.i.7 = mul nuw i64 %conv2.i.7, %conv3.i
  %add.i.7 = add i64 %mul.i.7, %acc.sroa.58.1
  %add5.i.7 = add i64 %add.i.7, %mul4.i.7
  %cmp.i.7 = icmp slt i64 %add5.i.7, 0
  %sub.i.7 = select i1 %cmp.i.7, i64 %mul, i64 0
  %cond.i.7 = sub i64 %add5.i.7, %sub.i.7
  %mul.i374.7 = mul nuw i64 %conv.i.7, %conv1.i373
  %mul4.i377.7 = mul nuw i64 %conv2.i.7, %conv3.i376
  %add.i378.7 = add i64 %mul4.i377.7, %mul.i374.7
  %add5.i379.7 = add i64 %add.i378.7, %acc.sroa.62.1
  %cmp.i380.7 = icmp slt i64 %add5.i379.7, 0
  %sub.i381.7 = select i1 %cmp.i380.7, i64 %mul, i64 0
  %cond.i382.7 = sub i64 %add5.i379.7, %sub.i381.7
  %add202 = add nuw i32 %l140.0398, 2
  %cmp142 = icmp ult i32 %add202, %1
  br i1 %cmp142, label %for.body144, label %for.cond205.preheader, !llvm.loop !73

if.end225:                                        ; preds = %for.cond205.preheader
  %49 = load i32, ptr %arrayidx227, align 4, !tbaa !24
  %cmp228.not = icmp eq i32 %49, -1
  br i1 %cmp228.not, label %cond.false236, label %cond.true229

cond.true229:                                     ; preds = %if.end225
  %idxprom232 = zext i32 %49 to i64
  %arrayidx235 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232, i64 %idxprom147
  %50 = load i32, ptr %arrayidx235, align 4, !tbaa !24
  br label %cond.end242

cond.false236:                                    ; preds = %if.end225
  %51 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i, i64 %q.sroa.6388.0.copyload)
  %mul.i384 = mul i64 %51, %conv
  %sub.i385 = sub i64 %cond.i, %mul.i384
  %cmp.not.i = icmp ult i64 %sub.i385, %conv
  %sub5.i = select i1 %cmp.not.i, i64 0, i64 %conv
  %cond.i386 = sub i64 %sub.i385, %sub5.i
  %conv6.i = trunc i64 %cond.i386 to i32
  br label %cond.end242

cond.end242:                                      ; preds = %cond.false236, %cond.true229
  %cond243 = phi i32 [ %50, %cond.true229 ], [ %conv6.i, %cond.false236 ]
  %conv246 = zext i32 %add115 to i64
  %add247 = add i64 %mul123, %conv246
  %arrayidx248 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247
  store i32 %cond243, ptr %arrayidx248, align 4, !tbaa !24
  br label %cleanup

cleanup:                                          ; preds = %for.cond205.preheader, %cond.end242
  %add221.1 = add i32 %add151, %add
  %cmp223.not.1 = icmp ult i32 %add221.1, %cend
  %or.cond370.1 = select i1 %cmp118, i1 %cmp223.not.1, i1 false
  br i1 %or.cond370.1, label %if.end225.1, label %cleanup.1

if.end225.1:                                      ; preds = %cleanup
  %52 = load i32, ptr %arrayidx227, align 4, !tbaa !24
  %cmp228.not.1 = icmp eq i32 %52, -1
  br i1 %cmp228.not.1, label %cond.false236.1, label %cond.true229.1

cond.true229.1:                                   ; preds = %if.end225.1
  %idxprom232.1 = zext i32 %52 to i64
  %arrayidx235.1 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.1, i64 %idxprom152
  %53 = load i32, ptr %arrayidx235.1, align 4, !tbaa !24
  br label %cond.end242.1

cond.false236.1:                                  ; preds = %if.end225.1
  %54 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i382, i64 %q.sroa.6388.0.copyload)
  %mul.i384.1 = mul i64 %54, %conv
  %sub.i385.1 = sub i64 %cond.i382, %mul.i384.1
  %cmp.not.i.1 = icmp ult i64 %sub.i385.1, %conv
  %sub5.i.1 = select i1 %cmp.not.i.1, i64 0, i64 %conv
  %cond.i386.1 = sub i64 %sub.i385.1, %sub5.i.1
  %conv6.i.1 = trunc i64 %cond.i386.1 to i32
  br label %cond.end242.1

cond.end242.1:                                    ; preds = %cond.false236.1, %cond.true229.1
  %cond243.1 = phi i32 [ %53, %cond.true229.1 ], [ %conv6.i.1, %cond.false236.1 ]
  %conv246.1 = zext i32 %add221.1 to i64
  %add247.1 = add i64 %mul123, %conv246.1
  %arrayidx248.1 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.1
  store i32 %cond243.1, ptr %arrayidx248.1, align 4, !tbaa !24
  br label %cleanup.1

cleanup.1:                                        ; preds = %cond.end242.1, %cleanup
  %add215.1 = add nuw nsw i32 %shr101, 8
  %add219.1 = add i32 %add215.1, %mul4
  %cmp222.not.1 = icmp ult i32 %add219.1, %n
  %idxprom226.1 = zext i32 %add215.1 to i64
  %arrayidx227.1 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom226.1
  %conv244.1 = zext i32 %add219.1 to i64
  %mul245.1 = mul i64 %conv244.1, %ld
  %or.cond370.1413 = select i1 %cmp222.not.1, i1 %cmp120, i1 false
  br i1 %or.cond370.1413, label %if.end225.1415, label %cleanup.1433

if.end225.1415:                                   ; preds = %cleanup.1
  %55 = load i32, ptr %arrayidx227.1, align 4, !tbaa !24
  %cmp228.not.1414 = icmp eq i32 %55, -1
  br i1 %cmp228.not.1414, label %cond.false236.1427, label %cond.true229.1419

cond.true229.1419:                                ; preds = %if.end225.1415
  %idxprom232.1416 = zext i32 %55 to i64
  %arrayidx235.1418 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.1416, i64 %idxprom147
  %56 = load i32, ptr %arrayidx235.1418, align 4, !tbaa !24
  br label %cond.end242.1432

cond.false236.1427:                               ; preds = %if.end225.1415
  %57 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.1, i64 %q.sroa.6388.0.copyload)
  %mul.i384.1421 = mul i64 %57, %conv
  %sub.i385.1422 = sub i64 %cond.i.1, %mul.i384.1421
  %cmp.not.i.1423 = icmp ult i64 %sub.i385.1422, %conv
  %sub5.i.1424 = select i1 %cmp.not.i.1423, i64 0, i64 %conv
  %cond.i386.1425 = sub i64 %sub.i385.1422, %sub5.i.1424
  %conv6.i.1426 = trunc i64 %cond.i386.1425 to i32
  br label %cond.end242.1432

cond.end242.1432:                                 ; preds = %cond.false236.1427, %cond.true229.1419
  %cond243.1428 = phi i32 [ %56, %cond.true229.1419 ], [ %conv6.i.1426, %cond.false236.1427 ]
  %conv246.1429 = zext i32 %add115 to i64
  %add247.1430 = add i64 %mul245.1, %conv246.1429
  %arrayidx248.1431 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.1430
  store i32 %cond243.1428, ptr %arrayidx248.1431, align 4, !tbaa !24
  br label %cleanup.1433

cleanup.1433:                                     ; preds = %cond.end242.1432, %cleanup.1
  %or.cond370.1.1 = select i1 %cmp222.not.1, i1 %cmp223.not.1, i1 false
  br i1 %or.cond370.1.1, label %if.end225.1.1, label %cleanup.1.1

if.end225.1.1:                                    ; preds = %cleanup.1433
  %58 = load i32, ptr %arrayidx227.1, align 4, !tbaa !24
  %cmp228.not.1.1 = icmp eq i32 %58, -1
  br i1 %cmp228.not.1.1, label %cond.false236.1.1, label %cond.true229.1.1

cond.true229.1.1:                                 ; preds = %if.end225.1.1
  %idxprom232.1.1 = zext i32 %58 to i64
  %arrayidx235.1.1 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.1.1, i64 %idxprom152
  %59 = load i32, ptr %arrayidx235.1.1, align 4, !tbaa !24
  br label %cond.end242.1.1

cond.false236.1.1:                                ; preds = %if.end225.1.1
  %60 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i382.1, i64 %q.sroa.6388.0.copyload)
  %mul.i384.1.1 = mul i64 %60, %conv
  %sub.i385.1.1 = sub i64 %cond.i382.1, %mul.i384.1.1
  %cmp.not.i.1.1 = icmp ult i64 %sub.i385.1.1, %conv
  %sub5.i.1.1 = select i1 %cmp.not.i.1.1, i64 0, i64 %conv
  %cond.i386.1.1 = sub i64 %sub.i385.1.1, %sub5.i.1.1
  %conv6.i.1.1 = trunc i64 %cond.i386.1.1 to i32
  br label %cond.end242.1.1

cond.end242.1.1:                                  ; preds = %cond.false236.1.1, %cond.true229.1.1
  %cond243.1.1 = phi i32 [ %59, %cond.true229.1.1 ], [ %conv6.i.1.1, %cond.false236.1.1 ]
  %conv246.1.1 = zext i32 %add221.1 to i64
  %add247.1.1 = add i64 %mul245.1, %conv246.1.1
  %arrayidx248.1.1 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.1.1
  store i32 %cond243.1.1, ptr %arrayidx248.1.1, align 4, !tbaa !24
  br label %cleanup.1.1

cleanup.1.1:                                      ; preds = %cond.end242.1.1, %cleanup.1433
  %add215.2 = add nuw nsw i32 %shr101, 16
  %add219.2 = add i32 %add215.2, %mul4
  %cmp222.not.2 = icmp ult i32 %add219.2, %n
  %idxprom226.2 = zext i32 %add215.2 to i64
  %arrayidx227.2 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom226.2
  %conv244.2 = zext i32 %add219.2 to i64
  %mul245.2 = mul i64 %conv244.2, %ld
  %or.cond370.2 = select i1 %cmp222.not.2, i1 %cmp120, i1 false
  br i1 %or.cond370.2, label %if.end225.2, label %cleanup.2

if.end225.2:                                      ; preds = %cleanup.1.1
  %61 = load i32, ptr %arrayidx227.2, align 4, !tbaa !24
  %cmp228.not.2 = icmp eq i32 %61, -1
  br i1 %cmp228.not.2, label %cond.false236.2, label %cond.true229.2

cond.true229.2:                                   ; preds = %if.end225.2
  %idxprom232.2 = zext i32 %61 to i64
  %arrayidx235.2 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.2, i64 %idxprom147
  %62 = load i32, ptr %arrayidx235.2, align 4, !tbaa !24
  br label %cond.end242.2

cond.false236.2:                                  ; preds = %if.end225.2
  %63 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.2, i64 %q.sroa.6388.0.copyload)
  %mul.i384.2 = mul i64 %63, %conv
  %sub.i385.2 = sub i64 %cond.i.2, %mul.i384.2
  %cmp.not.i.2 = icmp ult i64 %sub.i385.2, %conv
  %sub5.i.2 = select i1 %cmp.not.i.2, i64 0, i64 %conv
  %cond.i386.2 = sub i64 %sub.i385.2, %sub5.i.2
  %conv6.i.2 = trunc i64 %cond.i386.2 to i32
  br label %cond.end242.2

cond.end242.2:                                    ; preds = %cond.false236.2, %cond.true229.2
  %cond243.2 = phi i32 [ %62, %cond.true229.2 ], [ %conv6.i.2, %cond.false236.2 ]
  %conv246.2 = zext i32 %add115 to i64
  %add247.2 = add i64 %mul245.2, %conv246.2
  %arrayidx248.2 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.2
  store i32 %cond243.2, ptr %arrayidx248.2, align 4, !tbaa !24
  br label %cleanup.2

cleanup.2:                                        ; preds = %cond.end242.2, %cleanup.1.1
  %or.cond370.1.2 = select i1 %cmp222.not.2, i1 %cmp223.not.1, i1 false
  br i1 %or.cond370.1.2, label %if.end225.1.2, label %cleanup.1.2

if.end225.1.2:                                    ; preds = %cleanup.2
  %64 = load i32, ptr %arrayidx227.2, align 4, !tbaa !24
  %cmp228.not.1.2 = icmp eq i32 %64, -1
  br i1 %cmp228.not.1.2, label %cond.false236.1.2, label %cond.true229.1.2

cond.true229.1.2:                                 ; preds = %if.end225.1.2
  %idxprom232.1.2 = zext i32 %64 to i64
  %arrayidx235.1.2 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.1.2, i64 %idxprom152
  %65 = load i32, ptr %arrayidx235.1.2, align 4, !tbaa !24
  br label %cond.end242.1.2

cond.false236.1.2:                                ; preds = %if.end225.1.2
  %66 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i382.2, i64 %q.sroa.6388.0.copyload)
  %mul.i384.1.2 = mul i64 %66, %conv
  %sub.i385.1.2 = sub i64 %cond.i382.2, %mul.i384.1.2
  %cmp.not.i.1.2 = icmp ult i64 %sub.i385.1.2, %conv
  %sub5.i.1.2 = select i1 %cmp.not.i.1.2, i64 0, i64 %conv
  %cond.i386.1.2 = sub i64 %sub.i385.1.2, %sub5.i.1.2
  %conv6.i.1.2 = trunc i64 %cond.i386.1.2 to i32
  br label %cond.end242.1.2

cond.end242.1.2:                                  ; preds = %cond.false236.1.2, %cond.true229.1.2
  %cond243.1.2 = phi i32 [ %65, %cond.true229.1.2 ], [ %conv6.i.1.2, %cond.false236.1.2 ]
  %conv246.1.2 = zext i32 %add221.1 to i64
  %add247.1.2 = add i64 %mul245.2, %conv246.1.2
  %arrayidx248.1.2 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.1.2
  store i32 %cond243.1.2, ptr %arrayidx248.1.2, align 4, !tbaa !24
  br label %cleanup.1.2

cleanup.1.2:                                      ; preds = %cond.end242.1.2, %cleanup.2
  %add215.3 = add nuw nsw i32 %shr101, 24
  %add219.3 = add i32 %add215.3, %mul4
  %cmp222.not.3 = icmp ult i32 %add219.3, %n
  %idxprom226.3 = zext i32 %add215.3 to i64
  %arrayidx227.3 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom226.3
  %conv244.3 = zext i32 %add219.3 to i64
  %mul245.3 = mul i64 %conv244.3, %ld
  %or.cond370.3 = select i1 %cmp222.not.3, i1 %cmp120, i1 false
  br i1 %or.cond370.3, label %if.end225.3, label %cleanup.3

if.end225.3:                                      ; preds = %cleanup.1.2
  %67 = load i32, ptr %arrayidx227.3, align 4, !tbaa !24
  %cmp228.not.3 = icmp eq i32 %67, -1
  br i1 %cmp228.not.3, label %cond.false236.3, label %cond.true229.3

cond.true229.3:                                   ; preds = %if.end225.3
  %idxprom232.3 = zext i32 %67 to i64
  %arrayidx235.3 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.3, i64 %idxprom147
  %68 = load i32, ptr %arrayidx235.3, align 4, !tbaa !24
  br label %cond.end242.3

cond.false236.3:                                  ; preds = %if.end225.3
  %69 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.3, i64 %q.sroa.6388.0.copyload)
  %mul.i384.3 = mul i64 %69, %conv
  %sub.i385.3 = sub i64 %cond.i.3, %mul.i384.3
  %cmp.not.i.3 = icmp ult i64 %sub.i385.3, %conv
  %sub5.i.3 = select i1 %cmp.not.i.3, i64 0, i64 %conv
  %cond.i386.3 = sub i64 %sub.i385.3, %sub5.i.3
  %conv6.i.3 = trunc i64 %cond.i386.3 to i32
  br label %cond.end242.3

cond.end242.3:                                    ; preds = %cond.false236.3, %cond.true229.3
  %cond243.3 = phi i32 [ %68, %cond.true229.3 ], [ %conv6.i.3, %cond.false236.3 ]
  %conv246.3 = zext i32 %add115 to i64
  %add247.3 = add i64 %mul245.3, %conv246.3
  %arrayidx248.3 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.3
  store i32 %cond243.3, ptr %arrayidx248.3, align 4, !tbaa !24
  br label %cleanup.3

cleanup.3:                                        ; preds = %cond.end242.3, %cleanup.1.2
  %or.cond370.1.3 = select i1 %cmp222.not.3, i1 %cmp223.not.1, i1 false
  br i1 %or.cond370.1.3, label %if.end225.1.3, label %cleanup.1.3

if.end225.1.3:                                    ; preds = %cleanup.3
  %70 = load i32, ptr %arrayidx227.3, align 4, !tbaa !24
  %cmp228.not.1.3 = icmp eq i32 %70, -1
  br i1 %cmp228.not.1.3, label %cond.false236.1.3, label %cond.true229.1.3

cond.true229.1.3:                                 ; preds = %if.end225.1.3
  %idxprom232.1.3 = zext i32 %70 to i64
  %arrayidx235.1.3 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.1.3, i64 %idxprom152
  %71 = load i32, ptr %arrayidx235.1.3, align 4, !tbaa !24
  br label %cond.end242.1.3

cond.false236.1.3:                                ; preds = %if.end225.1.3
  %72 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i382.3, i64 %q.sroa.6388.0.copyload)
  %mul.i384.1.3 = mul i64 %72, %conv
  %sub.i385.1.3 = sub i64 %cond.i382.3, %mul.i384.1.3
  %cmp.not.i.1.3 = icmp ult i64 %sub.i385.1.3, %conv
  %sub5.i.1.3 = select i1 %cmp.not.i.1.3, i64 0, i64 %conv
  %cond.i386.1.3 = sub i64 %sub.i385.1.3, %sub5.i.1.3
  %conv6.i.1.3 = trunc i64 %cond.i386.1.3 to i32
  br label %cond.end242.1.3

cond.end242.1.3:                                  ; preds = %cond.false236.1.3, %cond.true229.1.3
  %cond243.1.3 = phi i32 [ %71, %cond.true229.1.3 ], [ %conv6.i.1.3, %cond.false236.1.3 ]
  %conv246.1.3 = zext i32 %add221.1 to i64
  %add247.1.3 = add i64 %mul245.3, %conv246.1.3
  %arrayidx248.1.3 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.1.3
  store i32 %cond243.1.3, ptr %arrayidx248.1.3, align 4, !tbaa !24
  br label %cleanup.1.3

cleanup.1.3:                                      ; preds = %cond.end242.1.3, %cleanup.3
  %add215.4 = add nuw nsw i32 %shr101, 32
  %add219.4 = add i32 %add215.4, %mul4
  %cmp222.not.4 = icmp ult i32 %add219.4, %n
  %idxprom226.4 = zext i32 %add215.4 to i64
  %arrayidx227.4 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom226.4
  %conv244.4 = zext i32 %add219.4 to i64
  %mul245.4 = mul i64 %conv244.4, %ld
  %or.cond370.4 = select i1 %cmp222.not.4, i1 %cmp120, i1 false
  br i1 %or.cond370.4, label %if.end225.4, label %cleanup.4

if.end225.4:                                      ; preds = %cleanup.1.3
  %73 = load i32, ptr %arrayidx227.4, align 4, !tbaa !24
  %cmp228.not.4 = icmp eq i32 %73, -1
  br i1 %cmp228.not.4, label %cond.false236.4, label %cond.true229.4

cond.true229.4:                                   ; preds = %if.end225.4
  %idxprom232.4 = zext i32 %73 to i64
  %arrayidx235.4 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.4, i64 %idxprom147
  %74 = load i32, ptr %arrayidx235.4, align 4, !tbaa !24
  br label %cond.end242.4

cond.false236.4:                                  ; preds = %if.end225.4
  %75 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.4, i64 %q.sroa.6388.0.copyload)
  %mul.i384.4 = mul i64 %75, %conv
  %sub.i385.4 = sub i64 %cond.i.4, %mul.i384.4
  %cmp.not.i.4 = icmp ult i64 %sub.i385.4, %conv
  %sub5.i.4 = select i1 %cmp.not.i.4, i64 0, i64 %conv
  %cond.i386.4 = sub i64 %sub.i385.4, %sub5.i.4
  %conv6.i.4 = trunc i64 %cond.i386.4 to i32
  br label %cond.end242.4

cond.end242.4:                                    ; preds = %cond.false236.4, %cond.true229.4
  %cond243.4 = phi i32 [ %74, %cond.true229.4 ], [ %conv6.i.4, %cond.false236.4 ]
  %conv246.4 = zext i32 %add115 to i64
  %add247.4 = add i64 %mul245.4, %conv246.4
  %arrayidx248.4 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.4
  store i32 %cond243.4, ptr %arrayidx248.4, align 4, !tbaa !24
  br label %cleanup.4

cleanup.4:                                        ; preds = %cond.end242.4, %cleanup.1.3
  %or.cond370.1.4 = select i1 %cmp222.not.4, i1 %cmp223.not.1, i1 false
  br i1 %or.cond370.1.4, label %if.end225.1.4, label %cleanup.1.4

if.end225.1.4:                                    ; preds = %cleanup.4
  %76 = load i32, ptr %arrayidx227.4, align 4, !tbaa !24
  %cmp228.not.1.4 = icmp eq i32 %76, -1
  br i1 %cmp228.not.1.4, label %cond.false236.1.4, label %cond.true229.1.4

cond.true229.1.4:                                 ; preds = %if.end225.1.4
  %idxprom232.1.4 = zext i32 %76 to i64
  %arrayidx235.1.4 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.1.4, i64 %idxprom152
  %77 = load i32, ptr %arrayidx235.1.4, align 4, !tbaa !24
  br label %cond.end242.1.4

cond.false236.1.4:                                ; preds = %if.end225.1.4
  %78 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i382.4, i64 %q.sroa.6388.0.copyload)
  %mul.i384.1.4 = mul i64 %78, %conv
  %sub.i385.1.4 = sub i64 %cond.i382.4, %mul.i384.1.4
  %cmp.not.i.1.4 = icmp ult i64 %sub.i385.1.4, %conv
  %sub5.i.1.4 = select i1 %cmp.not.i.1.4, i64 0, i64 %conv
  %cond.i386.1.4 = sub i64 %sub.i385.1.4, %sub5.i.1.4
  %conv6.i.1.4 = trunc i64 %cond.i386.1.4 to i32
  br label %cond.end242.1.4

cond.end242.1.4:                                  ; preds = %cond.false236.1.4, %cond.true229.1.4
  %cond243.1.4 = phi i32 [ %77, %cond.true229.1.4 ], [ %conv6.i.1.4, %cond.false236.1.4 ]
  %conv246.1.4 = zext i32 %add221.1 to i64
  %add247.1.4 = add i64 %mul245.4, %conv246.1.4
  %arrayidx248.1.4 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.1.4
  store i32 %cond243.1.4, ptr %arrayidx248.1.4, align 4, !tbaa !24
  br label %cleanup.1.4

cleanup.1.4:                                      ; preds = %cond.end242.1.4, %cleanup.4
  %add215.5 = add nuw nsw i32 %shr101, 40
  %add219.5 = add i32 %add215.5, %mul4
  %cmp222.not.5 = icmp ult i32 %add219.5, %n
  %idxprom226.5 = zext i32 %add215.5 to i64
  %arrayidx227.5 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom226.5
  %conv244.5 = zext i32 %add219.5 to i64
  %mul245.5 = mul i64 %conv244.5, %ld
  %or.cond370.5 = select i1 %cmp222.not.5, i1 %cmp120, i1 false
  br i1 %or.cond370.5, label %if.end225.5, label %cleanup.5

if.end225.5:                                      ; preds = %cleanup.1.4
  %79 = load i32, ptr %arrayidx227.5, align 4, !tbaa !24
  %cmp228.not.5 = icmp eq i32 %79, -1
  br i1 %cmp228.not.5, label %cond.false236.5, label %cond.true229.5

cond.true229.5:                                   ; preds = %if.end225.5
  %idxprom232.5 = zext i32 %79 to i64
  %arrayidx235.5 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.5, i64 %idxprom147
  %80 = load i32, ptr %arrayidx235.5, align 4, !tbaa !24
  br label %cond.end242.5

cond.false236.5:                                  ; preds = %if.end225.5
  %81 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.5, i64 %q.sroa.6388.0.copyload)
  %mul.i384.5 = mul i64 %81, %conv
  %sub.i385.5 = sub i64 %cond.i.5, %mul.i384.5
  %cmp.not.i.5 = icmp ult i64 %sub.i385.5, %conv
  %sub5.i.5 = select i1 %cmp.not.i.5, i64 0, i64 %conv
  %cond.i386.5 = sub i64 %sub.i385.5, %sub5.i.5
  %conv6.i.5 = trunc i64 %cond.i386.5 to i32
  br label %cond.end242.5

cond.end242.5:                                    ; preds = %cond.false236.5, %cond.true229.5
  %cond243.5 = phi i32 [ %80, %cond.true229.5 ], [ %conv6.i.5, %cond.false236.5 ]
  %conv246.5 = zext i32 %add115 to i64
  %add247.5 = add i64 %mul245.5, %conv246.5
  %arrayidx248.5 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.5
  store i32 %cond243.5, ptr %arrayidx248.5, align 4, !tbaa !24
  br label %cleanup.5

cleanup.5:                                        ; preds = %cond.end242.5, %cleanup.1.4
  %or.cond370.1.5 = select i1 %cmp222.not.5, i1 %cmp223.not.1, i1 false
  br i1 %or.cond370.1.5, label %if.end225.1.5, label %cleanup.1.5

if.end225.1.5:                                    ; preds = %cleanup.5
  %82 = load i32, ptr %arrayidx227.5, align 4, !tbaa !24
  %cmp228.not.1.5 = icmp eq i32 %82, -1
  br i1 %cmp228.not.1.5, label %cond.false236.1.5, label %cond.true229.1.5

cond.true229.1.5:                                 ; preds = %if.end225.1.5
  %idxprom232.1.5 = zext i32 %82 to i64
  %arrayidx235.1.5 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.1.5, i64 %idxprom152
  %83 = load i32, ptr %arrayidx235.1.5, align 4, !tbaa !24
  br label %cond.end242.1.5

cond.false236.1.5:                                ; preds = %if.end225.1.5
  %84 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i382.5, i64 %q.sroa.6388.0.copyload)
  %mul.i384.1.5 = mul i64 %84, %conv
  %sub.i385.1.5 = sub i64 %cond.i382.5, %mul.i384.1.5
  %cmp.not.i.1.5 = icmp ult i64 %sub.i385.1.5, %conv
  %sub5.i.1.5 = select i1 %cmp.not.i.1.5, i64 0, i64 %conv
  %cond.i386.1.5 = sub i64 %sub.i385.1.5, %sub5.i.1.5
  %conv6.i.1.5 = trunc i64 %cond.i386.1.5 to i32
  br label %cond.end242.1.5

cond.end242.1.5:                                  ; preds = %cond.false236.1.5, %cond.true229.1.5
  %cond243.1.5 = phi i32 [ %83, %cond.true229.1.5 ], [ %conv6.i.1.5, %cond.false236.1.5 ]
  %conv246.1.5 = zext i32 %add221.1 to i64
  %add247.1.5 = add i64 %mul245.5, %conv246.1.5
  %arrayidx248.1.5 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.1.5
  store i32 %cond243.1.5, ptr %arrayidx248.1.5, align 4, !tbaa !24
  br label %cleanup.1.5

cleanup.1.5:                                      ; preds = %cond.end242.1.5, %cleanup.5
  %add215.6 = add nuw nsw i32 %shr101, 48
  %add219.6 = add i32 %add215.6, %mul4
  %cmp222.not.6 = icmp ult i32 %add219.6, %n
  %idxprom226.6 = zext i32 %add215.6 to i64
  %arrayidx227.6 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom226.6
  %conv244.6 = zext i32 %add219.6 to i64
  %mul245.6 = mul i64 %conv244.6, %ld
  %or.cond370.6 = select i1 %cmp222.not.6, i1 %cmp120, i1 false
  br i1 %or.cond370.6, label %if.end225.6, label %cleanup.6

if.end225.6:                                      ; preds = %cleanup.1.5
  %85 = load i32, ptr %arrayidx227.6, align 4, !tbaa !24
  %cmp228.not.6 = icmp eq i32 %85, -1
  br i1 %cmp228.not.6, label %cond.false236.6, label %cond.true229.6

cond.true229.6:                                   ; preds = %if.end225.6
  %idxprom232.6 = zext i32 %85 to i64
  %arrayidx235.6 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.6, i64 %idxprom147
  %86 = load i32, ptr %arrayidx235.6, align 4, !tbaa !24
  br label %cond.end242.6

cond.false236.6:                                  ; preds = %if.end225.6
  %87 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.6, i64 %q.sroa.6388.0.copyload)
  %mul.i384.6 = mul i64 %87, %conv
  %sub.i385.6 = sub i64 %cond.i.6, %mul.i384.6
  %cmp.not.i.6 = icmp ult i64 %sub.i385.6, %conv
  %sub5.i.6 = select i1 %cmp.not.i.6, i64 0, i64 %conv
  %cond.i386.6 = sub i64 %sub.i385.6, %sub5.i.6
  %conv6.i.6 = trunc i64 %cond.i386.6 to i32
  br label %cond.end242.6

cond.end242.6:                                    ; preds = %cond.false236.6, %cond.true229.6
  %cond243.6 = phi i32 [ %86, %cond.true229.6 ], [ %conv6.i.6, %cond.false236.6 ]
  %conv246.6 = zext i32 %add115 to i64
  %add247.6 = add i64 %mul245.6, %conv246.6
  %arrayidx248.6 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.6
  store i32 %cond243.6, ptr %arrayidx248.6, align 4, !tbaa !24
  br label %cleanup.6

cleanup.6:                                        ; preds = %cond.end242.6, %cleanup.1.5
  %or.cond370.1.6 = select i1 %cmp222.not.6, i1 %cmp223.not.1, i1 false
  br i1 %or.cond370.1.6, label %if.end225.1.6, label %cleanup.1.6

if.end225.1.6:                                    ; preds = %cleanup.6
  %88 = load i32, ptr %arrayidx227.6, align 4, !tbaa !24
  %cmp228.not.1.6 = icmp eq i32 %88, -1
  br i1 %cmp228.not.1.6, label %cond.false236.1.6, label %cond.true229.1.6

cond.true229.1.6:                                 ; preds = %if.end225.1.6
  %idxprom232.1.6 = zext i32 %88 to i64
  %arrayidx235.1.6 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.1.6, i64 %idxprom152
  %89 = load i32, ptr %arrayidx235.1.6, align 4, !tbaa !24
  br label %cond.end242.1.6

cond.false236.1.6:                                ; preds = %if.end225.1.6
  %90 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i382.6, i64 %q.sroa.6388.0.copyload)
  %mul.i384.1.6 = mul i64 %90, %conv
  %sub.i385.1.6 = sub i64 %cond.i382.6, %mul.i384.1.6
  %cmp.not.i.1.6 = icmp ult i64 %sub.i385.1.6, %conv
  %sub5.i.1.6 = select i1 %cmp.not.i.1.6, i64 0, i64 %conv
  %cond.i386.1.6 = sub i64 %sub.i385.1.6, %sub5.i.1.6
  %conv6.i.1.6 = trunc i64 %cond.i386.1.6 to i32
  br label %cond.end242.1.6

cond.end242.1.6:                                  ; preds = %cond.false236.1.6, %cond.true229.1.6
  %cond243.1.6 = phi i32 [ %89, %cond.true229.1.6 ], [ %conv6.i.1.6, %cond.false236.1.6 ]
  %conv246.1.6 = zext i32 %add221.1 to i64
  %add247.1.6 = add i64 %mul245.6, %conv246.1.6
  %arrayidx248.1.6 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.1.6
  store i32 %cond243.1.6, ptr %arrayidx248.1.6, align 4, !tbaa !24
  br label %cleanup.1.6

cleanup.1.6:                                      ; preds = %cond.end242.1.6, %cleanup.6
  %add215.7 = add nuw nsw i32 %shr101, 56
  %add219.7 = add i32 %add215.7, %mul4
  %cmp222.not.7 = icmp ult i32 %add219.7, %n
  %idxprom226.7 = zext i32 %add215.7 to i64
  %arrayidx227.7 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom226.7
  %conv244.7 = zext i32 %add219.7 to i64
  %mul245.7 = mul i64 %conv244.7, %ld
  %or.cond370.7 = select i1 %cmp222.not.7, i1 %cmp120, i1 false
  br i1 %or.cond370.7, label %if.end225.7, label %cleanup.7

if.end225.7:                                      ; preds = %cleanup.1.6
  %91 = load i32, ptr %arrayidx227.7, align 4, !tbaa !24
  %cmp228.not.7 = icmp eq i32 %91, -1
  br i1 %cmp228.not.7, label %cond.false236.7, label %cond.true229.7

cond.true229.7:                                   ; preds = %if.end225.7
  %idxprom232.7 = zext i32 %91 to i64
  %arrayidx235.7 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.7, i64 %idxprom147
  %92 = load i32, ptr %arrayidx235.7, align 4, !tbaa !24
  br label %cond.end242.7

cond.false236.7:                                  ; preds = %if.end225.7
  %93 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.7, i64 %q.sroa.6388.0.copyload)
  %mul.i384.7 = mul i64 %93, %conv
  %sub.i385.7 = sub i64 %cond.i.7, %mul.i384.7
  %cmp.not.i.7 = icmp ult i64 %sub.i385.7, %conv
  %sub5.i.7 = select i1 %cmp.not.i.7, i64 0, i64 %conv
  %cond.i386.7 = sub i64 %sub.i385.7, %sub5.i.7
  %conv6.i.7 = trunc i64 %cond.i386.7 to i32
  br label %cond.end242.7

cond.end242.7:                                    ; preds = %cond.false236.7, %cond.true229.7
  %cond243.7 = phi i32 [ %92, %cond.true229.7 ], [ %conv6.i.7, %cond.false236.7 ]
  %conv246.7 = zext i32 %add115 to i64
  %add247.7 = add i64 %mul245.7, %conv246.7
  %arrayidx248.7 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.7
  store i32 %cond243.7, ptr %arrayidx248.7, align 4, !tbaa !24
  br label %cleanup.7

cleanup.7:                                        ; preds = %cond.end242.7, %cleanup.1.6
  %or.cond370.1.7 = select i1 %cmp222.not.7, i1 %cmp223.not.1, i1 false
  br i1 %or.cond370.1.7, label %if.end225.1.7, label %cleanup260

if.end225.1.7:                                    ; preds = %cleanup.7
  %94 = load i32, ptr %arrayidx227.7, align 4, !tbaa !24
  %cmp228.not.1.7 = icmp eq i32 %94, -1
  br i1 %cmp228.not.1.7, label %cond.false236.1.7, label %cond.true229.1.7

cond.true229.1.7:                                 ; preds = %if.end225.1.7
  %idxprom232.1.7 = zext i32 %94 to i64
  %arrayidx235.1.7 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom232.1.7, i64 %idxprom152
  %95 = load i32, ptr %arrayidx235.1.7, align 4, !tbaa !24
  br label %cond.end242.1.7

cond.false236.1.7:                                ; preds = %if.end225.1.7
  %96 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i382.7, i64 %q.sroa.6388.0.copyload)
  %mul.i384.1.7 = mul i64 %96, %conv
  %sub.i385.1.7 = sub i64 %cond.i382.7, %mul.i384.1.7
  %cmp.not.i.1.7 = icmp ult i64 %sub.i385.1.7, %conv
  %sub5.i.1.7 = select i1 %cmp.not.i.1.7, i64 0, i64 %conv
  %cond.i386.1.7 = sub i64 %sub.i385.1.7, %sub5.i.1.7
  %conv6.i.1.7 = trunc i64 %cond.i386.1.7 to i32
  br label %cond.end242.1.7

cond.end242.1.7:                                  ; preds = %cond.false236.1.7, %cond.true229.1.7
  %cond243.1.7 = phi i32 [ %95, %cond.true229.1.7 ], [ %conv6.i.1.7, %cond.false236.1.7 ]
  %conv246.1.7 = zext i32 %add221.1 to i64
  %add247.1.7 = add i64 %mul245.7, %conv246.1.7
  %arrayidx248.1.7 = getelementptr inbounds i32, ptr %add.ptr100, i64 %add247.1.7
  store i32 %cond243.1.7, ptr %arrayidx248.1.7, align 4, !tbaa !24
  br label %cleanup260

cleanup260:                                       ; preds = %cleanup.7, %cond.end242.1.7, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_update_mma(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %rowpiv, ptr nocapture noundef readonly %cbuf, ptr nocapture noundef readonly %states, ptr nocapture noundef readonly %wbuf, i32 noundef %c0, i32 noundef %cend) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idx.ext = zext i32 %0 to i64
  %count1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 1
  %1 = load i32, ptr %count1, align 4, !tbaa !67
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %cleanup408, label %if.end

if.end:                                           ; preds = %entry
  %add.ptr = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idx.ext
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !23
  %q.sroa.7586.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %q.sroa.7586.0.copyload = load i64, ptr %q.sroa.7586.0.arrayidx.sroa_idx, align 8, !tbaa.struct !31
  %2 = load i32, ptr %add.ptr, align 4, !tbaa !52
  %sub = sub i32 %2, %1
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %mul = shl i32 %5, 6
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %mul6 = shl i32 %6, 6
  %add = add i32 %mul6, %c0
  %conv7 = zext i32 %n to i64
  %mul8 = mul nuw i64 %conv7, %idx.ext
  %add.ptr9 = getelementptr inbounds i32, ptr %rowpiv, i64 %mul8
  %mul13 = shl i64 %mul8, 4
  %add.ptr14 = getelementptr inbounds i32, ptr %cbuf, i64 %mul13
  %mul16 = shl nuw nsw i64 %idx.ext, 4
  %conv17 = zext i32 %m to i64
  %mul18 = mul i64 %mul16, %conv17
  %add.ptr19 = getelementptr inbounds i32, ptr %wbuf, i64 %mul18
  %mul21 = mul i64 %idx.ext, %stride
  %add.ptr22 = getelementptr inbounds i32, ptr %mats, i64 %mul21
  %cmp23590 = icmp ult i32 %3, 1024
  br i1 %cmp23590, label %for.body, label %for.cond81.preheader

for.cond81.preheader:                             ; preds = %cond.end54, %if.end
  %cmp82592 = icmp ult i32 %3, 64
  br i1 %cmp82592, label %for.body84, label %for.cond.cleanup83

for.body:                                         ; preds = %if.end, %cond.end54
  %x.0591 = phi i32 [ %add78, %cond.end54 ], [ %3, %if.end ]
  %div560 = lshr i32 %x.0591, 4
  %rem = and i32 %x.0591, 15
  %add24 = add i32 %div560, %mul
  %cmp25 = icmp ult i32 %add24, %n
  %cmp26 = icmp ult i32 %rem, %1
  %or.cond = select i1 %cmp25, i1 %cmp26, i1 false
  br i1 %or.cond, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %conv27 = zext i32 %add24 to i64
  %mul28 = shl nuw nsw i64 %conv27, 4
  %idxprom29 = zext i32 %rem to i64
  %arrayidx30 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 3, i64 %idxprom29
  %7 = load i32, ptr %arrayidx30, align 4, !tbaa !24
  %conv31 = zext i32 %7 to i64
  %add32 = add nuw nsw i64 %mul28, %conv31
  %arrayidx33 = getelementptr inbounds i32, ptr %add.ptr14, i64 %add32
  %8 = load i32, ptr %arrayidx33, align 4, !tbaa !24
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i32 [ %8, %cond.true ], [ 0, %for.body ]
  %cmp34 = icmp eq i32 %cond, 0
  %sub37 = sub i32 %q.sroa.0.0.copyload, %cond
  %cond39 = select i1 %cmp34, i32 0, i32 %sub37
  %div40561 = lshr i32 %x.0591, 6
  %rem41 = and i32 %x.0591, 63
  %add42 = add i32 %rem41, %add
  %cmp43 = icmp ult i32 %div40561, %1
  %cmp45 = icmp ult i32 %add42, %cend
  %or.cond562 = select i1 %cmp43, i1 %cmp45, i1 false
  %conv47 = zext i32 %div40561 to i64
  br i1 %or.cond562, label %cond.true46, label %cond.end54

cond.true46:                                      ; preds = %cond.end
  %mul49 = mul nuw nsw i64 %conv47, %conv17
  %conv50 = zext i32 %add42 to i64
  %add51 = add nuw nsw i64 %mul49, %conv50
  %arrayidx52 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add51
  %9 = load i32, ptr %arrayidx52, align 4, !tbaa !24
  br label %cond.end54

cond.end54:                                       ; preds = %cond.end, %cond.true46
  %cond55 = phi i32 [ %9, %cond.true46 ], [ 0, %cond.end ]
  %idxprom64 = zext i32 %div560 to i64
  %idxprom66 = zext i32 %rem to i64
  %idxprom73 = zext i32 %rem41 to i64
  %conv61 = trunc i32 %cond39 to i8
  %arrayidx67 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2cl to ptr), i64 0, i64 0, i64 %idxprom64, i64 %idxprom66
  store i8 %conv61, ptr %arrayidx67, align 1, !tbaa !75
  %conv70 = trunc i32 %cond55 to i8
  %arrayidx76 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 0, i64 0, i64 %idxprom73, i64 %conv47
  store i8 %conv70, ptr %arrayidx76, align 1, !tbaa !75
  %shr.1 = lshr i32 %cond39, 8
  %conv61.1 = trunc i32 %shr.1 to i8
  %arrayidx67.1 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2cl to ptr), i64 0, i64 1, i64 %idxprom64, i64 %idxprom66
  store i8 %conv61.1, ptr %arrayidx67.1, align 1, !tbaa !75
  %shr69.1 = lshr i32 %cond55, 8
  %conv70.1 = trunc i32 %shr69.1 to i8
  %arrayidx76.1 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 0, i64 1, i64 %idxprom73, i64 %conv47
  store i8 %conv70.1, ptr %arrayidx76.1, align 1, !tbaa !75
  %shr.2 = lshr i32 %cond39, 16
  %conv61.2 = trunc i32 %shr.2 to i8
  %arrayidx67.2 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2cl to ptr), i64 0, i64 2, i64 %idxprom64, i64 %idxprom66
  store i8 %conv61.2, ptr %arrayidx67.2, align 1, !tbaa !75
  %shr69.2 = lshr i32 %cond55, 16
  %conv70.2 = trunc i32 %shr69.2 to i8
  %arrayidx76.2 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 0, i64 2, i64 %idxprom73, i64 %conv47
  store i8 %conv70.2, ptr %arrayidx76.2, align 1, !tbaa !75
  %shr.3 = lshr i32 %cond39, 24
  %conv61.3 = trunc i32 %shr.3 to i8
  %arrayidx67.3 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2cl to ptr), i64 0, i64 3, i64 %idxprom64, i64 %idxprom66
  store i8 %conv61.3, ptr %arrayidx67.3, align 1, !tbaa !75
  %shr69.3 = lshr i32 %cond55, 24
  %conv70.3 = trunc i32 %shr69.3 to i8
  %arrayidx76.3 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 0, i64 3, i64 %idxprom73, i64 %conv47
  store i8 %conv70.3, ptr %arrayidx76.3, align 1, !tbaa !75
  %add78 = add i32 %x.0591, %4
  %cmp23 = icmp ult i32 %add78, 1024
  br i1 %cmp23, label %for.body, label %for.cond81.preheader, !llvm.loop !76

for.cond.cleanup83:                               ; preds = %cond.end105, %for.cond81.preheader
  %10 = and i32 %3, 63
  %div120559 = lshr i32 %3, 6
  %add121 = add i32 %div120559, %mul
  %add124 = add i32 %10, %add
  %cmp125 = icmp ult i32 %add121, %n
  %cmp127 = icmp ult i32 %add124, %cend
  %or.cond565 = select i1 %cmp125, i1 %cmp127, i1 false
  br i1 %or.cond565, label %cond.true128, label %cond.end135

for.body84:                                       ; preds = %for.cond81.preheader, %cond.end105
  %r80.0593 = phi i32 [ %add110, %cond.end105 ], [ %3, %for.cond81.preheader ]
  %add86 = add i32 %r80.0593, %mul
  %cmp87 = icmp ult i32 %add86, %n
  br i1 %cmp87, label %cond.true88, label %cond.end92

cond.true88:                                      ; preds = %for.body84
  %idxprom89 = zext i32 %add86 to i64
  %arrayidx90 = getelementptr inbounds i32, ptr %add.ptr9, i64 %idxprom89
  %11 = load i32, ptr %arrayidx90, align 4, !tbaa !24
  br label %cond.end92

cond.end92:                                       ; preds = %for.body84, %cond.true88
  %cond93 = phi i32 [ %11, %cond.true88 ], [ -1, %for.body84 ]
  %cmp94.not = icmp ne i32 %cond93, -1
  %cmp96.not = icmp uge i32 %cond93, %sub
  %or.cond563 = select i1 %cmp94.not, i1 %cmp96.not, i1 false
  %cmp99 = icmp ult i32 %cond93, %2
  %or.cond564 = select i1 %or.cond563, i1 %cmp99, i1 false
  br i1 %or.cond564, label %cond.true100, label %cond.end105

cond.true100:                                     ; preds = %cond.end92
  %sub101 = sub i32 %cond93, %sub
  %idxprom102 = zext i32 %sub101 to i64
  %arrayidx103 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 4, i64 %idxprom102
  %12 = load i32, ptr %arrayidx103, align 4, !tbaa !24
  br label %cond.end105

cond.end105:                                      ; preds = %cond.end92, %cond.true100
  %cond106 = phi i32 [ %12, %cond.true100 ], [ -1, %cond.end92 ]
  %idxprom107 = zext i32 %r80.0593 to i64
  %arrayidx108 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE3own to ptr), i64 0, i64 %idxprom107
  store i32 %cond106, ptr %arrayidx108, align 4, !tbaa !24
  %add110 = add i32 %r80.0593, %4
  %cmp82 = icmp ult i32 %add110, 64
  br i1 %cmp82, label %for.body84, label %for.cond.cleanup83, !llvm.loop !77

cond.true128:                                     ; preds = %for.cond.cleanup83
  %conv129 = zext i32 %add121 to i64
  %mul130 = mul i64 %conv129, %ld
  %conv131 = zext i32 %add124 to i64
  %add132 = add i64 %mul130, %conv131
  %arrayidx133 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132
  %13 = load i32, ptr %arrayidx133, align 4, !tbaa !24
  br label %cond.end135

cond.end135:                                      ; preds = %for.cond.cleanup83, %cond.true128
  %cond136 = phi i32 [ %13, %cond.true128 ], [ 0, %for.cond.cleanup83 ]
  %add118.1 = add i32 %3, 256
  %div120559.1 = lshr i32 %add118.1, 6
  %add121.1 = add i32 %div120559.1, %mul
  %cmp125.1 = icmp ult i32 %add121.1, %n
  %or.cond565.1 = select i1 %cmp125.1, i1 %cmp127, i1 false
  br i1 %or.cond565.1, label %cond.true128.1, label %cond.end135.1

cond.true128.1:                                   ; preds = %cond.end135
  %conv129.1 = zext i32 %add121.1 to i64
  %mul130.1 = mul i64 %conv129.1, %ld
  %conv131.1 = zext i32 %add124 to i64
  %add132.1 = add i64 %mul130.1, %conv131.1
  %arrayidx133.1 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.1
  %14 = load i32, ptr %arrayidx133.1, align 4, !tbaa !24
  br label %cond.end135.1

cond.end135.1:                                    ; preds = %cond.true128.1, %cond.end135
  %cond136.1 = phi i32 [ %14, %cond.true128.1 ], [ 0, %cond.end135 ]
  %add118.2 = add i32 %3, 512
  %div120559.2 = lshr i32 %add118.2, 6
  %add121.2 = add i32 %div120559.2, %mul
  %cmp125.2 = icmp ult i32 %add121.2, %n
  %or.cond565.2 = select i1 %cmp125.2, i1 %cmp127, i1 false
  br i1 %or.cond565.2, label %cond.true128.2, label %cond.end135.2

cond.true128.2:                                   ; preds = %cond.end135.1
  %conv129.2 = zext i32 %add121.2 to i64
  %mul130.2 = mul i64 %conv129.2, %ld
  %conv131.2 = zext i32 %add124 to i64
  %add132.2 = add i64 %mul130.2, %conv131.2
  %arrayidx133.2 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.2
  %15 = load i32, ptr %arrayidx133.2, align 4, !tbaa !24
  br label %cond.end135.2

cond.end135.2:                                    ; preds = %cond.true128.2, %cond.end135.1
  %cond136.2 = phi i32 [ %15, %cond.true128.2 ], [ 0, %cond.end135.1 ]
  %add118.3 = add i32 %3, 768
  %div120559.3 = lshr i32 %add118.3, 6
  %add121.3 = add i32 %div120559.3, %mul
  %cmp125.3 = icmp ult i32 %add121.3, %n
  %or.cond565.3 = select i1 %cmp125.3, i1 %cmp127, i1 false
  br i1 %or.cond565.3, label %cond.true128.3, label %cond.end135.3

cond.true128.3:                                   ; preds = %cond.end135.2
  %conv129.3 = zext i32 %add121.3 to i64
  %mul130.3 = mul i64 %conv129.3, %ld
  %conv131.3 = zext i32 %add124 to i64
  %add132.3 = add i64 %mul130.3, %conv131.3
  %arrayidx133.3 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.3
  %16 = load i32, ptr %arrayidx133.3, align 4, !tbaa !24
  br label %cond.end135.3

cond.end135.3:                                    ; preds = %cond.true128.3, %cond.end135.2
  %cond136.3 = phi i32 [ %16, %cond.true128.3 ], [ 0, %cond.end135.2 ]
  %add118.4 = add i32 %3, 1024
  %div120559.4 = lshr i32 %add118.4, 6
  %add121.4 = add i32 %div120559.4, %mul
  %cmp125.4 = icmp ult i32 %add121.4, %n
  %or.cond565.4 = select i1 %cmp125.4, i1 %cmp127, i1 false
  br i1 %or.cond565.4, label %cond.true128.4, label %cond.end135.4

cond.true128.4:                                   ; preds = %cond.end135.3
  %conv129.4 = zext i32 %add121.4 to i64
  %mul130.4 = mul i64 %conv129.4, %ld
  %conv131.4 = zext i32 %add124 to i64
  %add132.4 = add i64 %mul130.4, %conv131.4
  %arrayidx133.4 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.4
  %17 = load i32, ptr %arrayidx133.4, align 4, !tbaa !24
  br label %cond.end135.4

cond.end135.4:                                    ; preds = %cond.true128.4, %cond.end135.3
  %cond136.4 = phi i32 [ %17, %cond.true128.4 ], [ 0, %cond.end135.3 ]
  %add118.5 = add i32 %3, 1280
  %div120559.5 = lshr i32 %add118.5, 6
  %add121.5 = add i32 %div120559.5, %mul
  %cmp125.5 = icmp ult i32 %add121.5, %n
  %or.cond565.5 = select i1 %cmp125.5, i1 %cmp127, i1 false
  br i1 %or.cond565.5, label %cond.true128.5, label %cond.end135.5

cond.true128.5:                                   ; preds = %cond.end135.4
  %conv129.5 = zext i32 %add121.5 to i64
  %mul130.5 = mul i64 %conv129.5, %ld
  %conv131.5 = zext i32 %add124 to i64
  %add132.5 = add i64 %mul130.5, %conv131.5
  %arrayidx133.5 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.5
  %18 = load i32, ptr %arrayidx133.5, align 4, !tbaa !24
  br label %cond.end135.5

cond.end135.5:                                    ; preds = %cond.true128.5, %cond.end135.4
  %cond136.5 = phi i32 [ %18, %cond.true128.5 ], [ 0, %cond.end135.4 ]
  %add118.6 = add i32 %3, 1536
  %div120559.6 = lshr i32 %add118.6, 6
  %add121.6 = add i32 %div120559.6, %mul
  %cmp125.6 = icmp ult i32 %add121.6, %n
  %or.cond565.6 = select i1 %cmp125.6, i1 %cmp127, i1 false
  br i1 %or.cond565.6, label %cond.true128.6, label %cond.end135.6

cond.true128.6:                                   ; preds = %cond.end135.5
  %conv129.6 = zext i32 %add121.6 to i64
  %mul130.6 = mul i64 %conv129.6, %ld
  %conv131.6 = zext i32 %add124 to i64
  %add132.6 = add i64 %mul130.6, %conv131.6
  %arrayidx133.6 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.6
  %19 = load i32, ptr %arrayidx133.6, align 4, !tbaa !24
  br label %cond.end135.6

cond.end135.6:                                    ; preds = %cond.true128.6, %cond.end135.5
  %cond136.6 = phi i32 [ %19, %cond.true128.6 ], [ 0, %cond.end135.5 ]
  %add118.7 = add i32 %3, 1792
  %div120559.7 = lshr i32 %add118.7, 6
  %add121.7 = add i32 %div120559.7, %mul
  %cmp125.7 = icmp ult i32 %add121.7, %n
  %or.cond565.7 = select i1 %cmp125.7, i1 %cmp127, i1 false
  br i1 %or.cond565.7, label %cond.true128.7, label %cond.end135.7

cond.true128.7:                                   ; preds = %cond.end135.6
  %conv129.7 = zext i32 %add121.7 to i64
  %mul130.7 = mul i64 %conv129.7, %ld
  %conv131.7 = zext i32 %add124 to i64
  %add132.7 = add i64 %mul130.7, %conv131.7
  %arrayidx133.7 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.7
  %20 = load i32, ptr %arrayidx133.7, align 4, !tbaa !24
  br label %cond.end135.7

cond.end135.7:                                    ; preds = %cond.true128.7, %cond.end135.6
  %cond136.7 = phi i32 [ %20, %cond.true128.7 ], [ 0, %cond.end135.6 ]
  %add118.8 = add i32 %3, 2048
  %div120559.8 = lshr i32 %add118.8, 6
  %add121.8 = add i32 %div120559.8, %mul
  %cmp125.8 = icmp ult i32 %add121.8, %n
  %or.cond565.8 = select i1 %cmp125.8, i1 %cmp127, i1 false
  br i1 %or.cond565.8, label %cond.true128.8, label %cond.end135.8

cond.true128.8:                                   ; preds = %cond.end135.7
  %conv129.8 = zext i32 %add121.8 to i64
  %mul130.8 = mul i64 %conv129.8, %ld
  %conv131.8 = zext i32 %add124 to i64
  %add132.8 = add i64 %mul130.8, %conv131.8
  %arrayidx133.8 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.8
  %21 = load i32, ptr %arrayidx133.8, align 4, !tbaa !24
  br label %cond.end135.8

cond.end135.8:                                    ; preds = %cond.true128.8, %cond.end135.7
  %cond136.8 = phi i32 [ %21, %cond.true128.8 ], [ 0, %cond.end135.7 ]
  %add118.9 = add i32 %3, 2304
  %div120559.9 = lshr i32 %add118.9, 6
  %add121.9 = add i32 %div120559.9, %mul
  %cmp125.9 = icmp ult i32 %add121.9, %n
  %or.cond565.9 = select i1 %cmp125.9, i1 %cmp127, i1 false
  br i1 %or.cond565.9, label %cond.true128.9, label %cond.end135.9

cond.true128.9:                                   ; preds = %cond.end135.8
  %conv129.9 = zext i32 %add121.9 to i64
  %mul130.9 = mul i64 %conv129.9, %ld
  %conv131.9 = zext i32 %add124 to i64
  %add132.9 = add i64 %mul130.9, %conv131.9
  %arrayidx133.9 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.9
  %22 = load i32, ptr %arrayidx133.9, align 4, !tbaa !24
  br label %cond.end135.9

cond.end135.9:                                    ; preds = %cond.true128.9, %cond.end135.8
  %cond136.9 = phi i32 [ %22, %cond.true128.9 ], [ 0, %cond.end135.8 ]
  %add118.10 = add i32 %3, 2560
  %div120559.10 = lshr i32 %add118.10, 6
  %add121.10 = add i32 %div120559.10, %mul
  %cmp125.10 = icmp ult i32 %add121.10, %n
  %or.cond565.10 = select i1 %cmp125.10, i1 %cmp127, i1 false
  br i1 %or.cond565.10, label %cond.true128.10, label %cond.end135.10

cond.true128.10:                                  ; preds = %cond.end135.9
  %conv129.10 = zext i32 %add121.10 to i64
  %mul130.10 = mul i64 %conv129.10, %ld
  %conv131.10 = zext i32 %add124 to i64
  %add132.10 = add i64 %mul130.10, %conv131.10
  %arrayidx133.10 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.10
  %23 = load i32, ptr %arrayidx133.10, align 4, !tbaa !24
  br label %cond.end135.10

cond.end135.10:                                   ; preds = %cond.true128.10, %cond.end135.9
  %cond136.10 = phi i32 [ %23, %cond.true128.10 ], [ 0, %cond.end135.9 ]
  %add118.11 = add i32 %3, 2816
  %div120559.11 = lshr i32 %add118.11, 6
  %add121.11 = add i32 %div120559.11, %mul
  %cmp125.11 = icmp ult i32 %add121.11, %n
  %or.cond565.11 = select i1 %cmp125.11, i1 %cmp127, i1 false
  br i1 %or.cond565.11, label %cond.true128.11, label %cond.end135.11

cond.true128.11:                                  ; preds = %cond.end135.10
  %conv129.11 = zext i32 %add121.11 to i64
  %mul130.11 = mul i64 %conv129.11, %ld
  %conv131.11 = zext i32 %add124 to i64
  %add132.11 = add i64 %mul130.11, %conv131.11
  %arrayidx133.11 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.11
  %24 = load i32, ptr %arrayidx133.11, align 4, !tbaa !24
  br label %cond.end135.11

cond.end135.11:                                   ; preds = %cond.true128.11, %cond.end135.10
  %cond136.11 = phi i32 [ %24, %cond.true128.11 ], [ 0, %cond.end135.10 ]
  %add118.12 = add i32 %3, 3072
  %div120559.12 = lshr i32 %add118.12, 6
  %add121.12 = add i32 %div120559.12, %mul
  %cmp125.12 = icmp ult i32 %add121.12, %n
  %or.cond565.12 = select i1 %cmp125.12, i1 %cmp127, i1 false
  br i1 %or.cond565.12, label %cond.true128.12, label %cond.end135.12

cond.true128.12:                                  ; preds = %cond.end135.11
  %conv129.12 = zext i32 %add121.12 to i64
  %mul130.12 = mul i64 %conv129.12, %ld
  %conv131.12 = zext i32 %add124 to i64
  %add132.12 = add i64 %mul130.12, %conv131.12
  %arrayidx133.12 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.12
  %25 = load i32, ptr %arrayidx133.12, align 4, !tbaa !24
  br label %cond.end135.12

cond.end135.12:                                   ; preds = %cond.true128.12, %cond.end135.11
  %cond136.12 = phi i32 [ %25, %cond.true128.12 ], [ 0, %cond.end135.11 ]
  %add118.13 = add i32 %3, 3328
  %div120559.13 = lshr i32 %add118.13, 6
  %add121.13 = add i32 %div120559.13, %mul
  %cmp125.13 = icmp ult i32 %add121.13, %n
  %or.cond565.13 = select i1 %cmp125.13, i1 %cmp127, i1 false
  br i1 %or.cond565.13, label %cond.true128.13, label %cond.end135.13

cond.true128.13:                                  ; preds = %cond.end135.12
  %conv129.13 = zext i32 %add121.13 to i64
  %mul130.13 = mul i64 %conv129.13, %ld
  %conv131.13 = zext i32 %add124 to i64
  %add132.13 = add i64 %mul130.13, %conv131.13
  %arrayidx133.13 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.13
  %26 = load i32, ptr %arrayidx133.13, align 4, !tbaa !24
  br label %cond.end135.13

cond.end135.13:                                   ; preds = %cond.true128.13, %cond.end135.12
  %cond136.13 = phi i32 [ %26, %cond.true128.13 ], [ 0, %cond.end135.12 ]
  %add118.14 = add i32 %3, 3584
  %div120559.14 = lshr i32 %add118.14, 6
  %add121.14 = add i32 %div120559.14, %mul
  %cmp125.14 = icmp ult i32 %add121.14, %n
  %or.cond565.14 = select i1 %cmp125.14, i1 %cmp127, i1 false
  br i1 %or.cond565.14, label %cond.true128.14, label %cond.end135.14

cond.true128.14:                                  ; preds = %cond.end135.13
  %conv129.14 = zext i32 %add121.14 to i64
  %mul130.14 = mul i64 %conv129.14, %ld
  %conv131.14 = zext i32 %add124 to i64
  %add132.14 = add i64 %mul130.14, %conv131.14
  %arrayidx133.14 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.14
  %27 = load i32, ptr %arrayidx133.14, align 4, !tbaa !24
  br label %cond.end135.14

cond.end135.14:                                   ; preds = %cond.true128.14, %cond.end135.13
  %cond136.14 = phi i32 [ %27, %cond.true128.14 ], [ 0, %cond.end135.13 ]
  %add118.15 = add i32 %3, 3840
  %div120559.15 = lshr i32 %add118.15, 6
  %add121.15 = add i32 %div120559.15, %mul
  %cmp125.15 = icmp ult i32 %add121.15, %n
  %or.cond565.15 = select i1 %cmp125.15, i1 %cmp127, i1 false
  br i1 %or.cond565.15, label %cond.true128.15, label %cond.end135.15

cond.true128.15:                                  ; preds = %cond.end135.14
  %conv129.15 = zext i32 %add121.15 to i64
  %mul130.15 = mul i64 %conv129.15, %ld
  %conv131.15 = zext i32 %add124 to i64
  %add132.15 = add i64 %mul130.15, %conv131.15
  %arrayidx133.15 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add132.15
  %28 = load i32, ptr %arrayidx133.15, align 4, !tbaa !24
  br label %cond.end135.15

cond.end135.15:                                   ; preds = %cond.true128.15, %cond.end135.14
  %cond136.15 = phi i32 [ %28, %cond.true128.15 ], [ 0, %cond.end135.14 ]
  %idxprom152 = zext i32 %div120559 to i64
  %idxprom157 = zext i32 %10 to i64
  %arrayidx158 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152, i64 %idxprom157
  store i32 %cond136, ptr %arrayidx158, align 4, !tbaa !24
  %idxprom152.1 = zext i32 %div120559.1 to i64
  %arrayidx158.1 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.1, i64 %idxprom157
  store i32 %cond136.1, ptr %arrayidx158.1, align 4, !tbaa !24
  %idxprom152.2 = zext i32 %div120559.2 to i64
  %arrayidx158.2 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.2, i64 %idxprom157
  store i32 %cond136.2, ptr %arrayidx158.2, align 4, !tbaa !24
  %idxprom152.3 = zext i32 %div120559.3 to i64
  %arrayidx158.3 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.3, i64 %idxprom157
  store i32 %cond136.3, ptr %arrayidx158.3, align 4, !tbaa !24
  %idxprom152.4 = zext i32 %div120559.4 to i64
  %arrayidx158.4 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.4, i64 %idxprom157
  store i32 %cond136.4, ptr %arrayidx158.4, align 4, !tbaa !24
  %idxprom152.5 = zext i32 %div120559.5 to i64
  %arrayidx158.5 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.5, i64 %idxprom157
  store i32 %cond136.5, ptr %arrayidx158.5, align 4, !tbaa !24
  %idxprom152.6 = zext i32 %div120559.6 to i64
  %arrayidx158.6 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.6, i64 %idxprom157
  store i32 %cond136.6, ptr %arrayidx158.6, align 4, !tbaa !24
  %idxprom152.7 = zext i32 %div120559.7 to i64
  %arrayidx158.7 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.7, i64 %idxprom157
  store i32 %cond136.7, ptr %arrayidx158.7, align 4, !tbaa !24
  %idxprom152.8 = zext i32 %div120559.8 to i64
  %arrayidx158.8 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.8, i64 %idxprom157
  store i32 %cond136.8, ptr %arrayidx158.8, align 4, !tbaa !24
  %idxprom152.9 = zext i32 %div120559.9 to i64
  %arrayidx158.9 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.9, i64 %idxprom157
  store i32 %cond136.9, ptr %arrayidx158.9, align 4, !tbaa !24
  %idxprom152.10 = zext i32 %div120559.10 to i64
  %arrayidx158.10 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.10, i64 %idxprom157
  store i32 %cond136.10, ptr %arrayidx158.10, align 4, !tbaa !24
  %idxprom152.11 = zext i32 %div120559.11 to i64
  %arrayidx158.11 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.11, i64 %idxprom157
  store i32 %cond136.11, ptr %arrayidx158.11, align 4, !tbaa !24
  %idxprom152.12 = zext i32 %div120559.12 to i64
  %arrayidx158.12 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.12, i64 %idxprom157
  store i32 %cond136.12, ptr %arrayidx158.12, align 4, !tbaa !24
  %idxprom152.13 = zext i32 %div120559.13 to i64
  %arrayidx158.13 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.13, i64 %idxprom157
  store i32 %cond136.13, ptr %arrayidx158.13, align 4, !tbaa !24
  %idxprom152.14 = zext i32 %div120559.14 to i64
  %arrayidx158.14 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.14, i64 %idxprom157
  store i32 %cond136.14, ptr %arrayidx158.14, align 4, !tbaa !24
  %idxprom152.15 = zext i32 %div120559.15 to i64
  %arrayidx158.15 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom152.15, i64 %idxprom157
  store i32 %cond136.15, ptr %arrayidx158.15, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %29 = tail call i64 @llvm.nvvm.mulhi.ull(i64 4294967296, i64 %q.sroa.7586.0.copyload)
  %conv.i = zext i32 %q.sroa.0.0.copyload to i64
  %mul.i = mul i64 %29, %conv.i
  %sub.i = sub i64 4294967296, %mul.i
  %cmp.not.i = icmp ult i64 %sub.i, %conv.i
  %sub5.i = select i1 %cmp.not.i, i64 0, i64 %conv.i
  %cond.i = sub i64 %sub.i, %sub5.i
  %30 = tail call i64 @llvm.nvvm.mulhi.ull(i64 281474976710656, i64 %q.sroa.7586.0.copyload)
  %mul.i573 = mul i64 %30, %conv.i
  %sub.i574 = sub i64 281474976710656, %mul.i573
  %cmp.not.i575 = icmp ult i64 %sub.i574, %conv.i
  %sub5.i576 = select i1 %cmp.not.i575, i64 0, i64 %conv.i
  %cond.i577 = sub i64 %sub.i574, %sub5.i576
  %31 = lshr i32 %3, 4
  %mul166 = and i32 %31, 268435454
  %conv296 = and i64 %cond.i, 4294967295
  %conv303 = and i64 %cond.i577, 4294967295
  %32 = or i32 %31, 1
  br label %for.body173

for.cond.cleanup172:                              ; preds = %for.body173
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp343616 = icmp ult i32 %3, 4096
  br i1 %cmp343616, label %for.body345, label %cleanup408

for.body173:                                      ; preds = %cond.end135.15, %for.body173
  %s164.0615 = phi i32 [ %mul166, %cond.end135.15 ], [ %inc339, %for.body173 ]
  %33 = shl i32 %s164.0615, 2
  %mul175 = and i32 %33, -16
  %rem176 = shl i32 %s164.0615, 4
  %mul177 = and i32 %rem176, 48
  %idxprom188 = zext i32 %mul175 to i64
  %idxprom196 = zext i32 %mul177 to i64
  %arrayidx189 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2cl to ptr), i64 0, i64 0, i64 %idxprom188
  %34 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr %arrayidx189, i32 16)
  %35 = extractvalue { i32, i32 } %34, 0
  %36 = extractvalue { i32, i32 } %34, 1
  %arrayidx197 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 0, i64 0, i64 %idxprom196
  %37 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8.p0(ptr %arrayidx197, i32 16)
  %38 = extractvalue { i32, i32 } %37, 0
  %39 = extractvalue { i32, i32 } %37, 1
  %arrayidx189.1 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2cl to ptr), i64 0, i64 1, i64 %idxprom188
  %40 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr nonnull %arrayidx189.1, i32 16)
  %41 = extractvalue { i32, i32 } %40, 0
  %42 = extractvalue { i32, i32 } %40, 1
  %arrayidx197.1 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 0, i64 1, i64 %idxprom196
  %43 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8.p0(ptr nonnull %arrayidx197.1, i32 16)
  %44 = extractvalue { i32, i32 } %43, 0
  %45 = extractvalue { i32, i32 } %43, 1
  %arrayidx189.2 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2cl to ptr), i64 0, i64 2, i64 %idxprom188
  %46 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr nonnull %arrayidx189.2, i32 16)
  %47 = extractvalue { i32, i32 } %46, 0
  %48 = extractvalue { i32, i32 } %46, 1
  %arrayidx197.2 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 0, i64 2, i64 %idxprom196
  %49 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8.p0(ptr nonnull %arrayidx197.2, i32 16)
  %50 = extractvalue { i32, i32 } %49, 0
  %51 = extractvalue { i32, i32 } %49, 1
  %arrayidx189.3 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2cl to ptr), i64 0, i64 3, i64 %idxprom188
  %52 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr nonnull %arrayidx189.3, i32 16)
  %53 = extractvalue { i32, i32 } %52, 0
  %54 = extractvalue { i32, i32 } %52, 1
  %arrayidx197.3 = getelementptr inbounds [4 x [64 x [16 x i8]]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 0, i64 3, i64 %idxprom196
  %55 = tail call { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8.p0(ptr nonnull %arrayidx197.3, i32 16)
  %56 = extractvalue { i32, i32 } %55, 0
  %57 = extractvalue { i32, i32 } %55, 1
  %arrayidx206 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom188, i64 %idxprom196
  %58 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0(ptr %arrayidx206, i32 72)
  %59 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %58, 0
  %60 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %58, 1
  %61 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %58, 2
  %62 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %58, 3
  %63 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %58, 4
  %64 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %58, 5
  %65 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %58, 6
  %66 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %58, 7
  %67 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %35, i32 %36, i32 %38, i32 %39, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  %68 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %67, 0
  %69 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %67, 1
  %70 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %67, 2
  %71 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %67, 3
  %72 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %67, 4
  %73 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %67, 5
  %74 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %67, 6
  %75 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %67, 7
  %add255 = add i32 %59, %68
  %add255.1 = add i32 %60, %69
  %add255.2 = add i32 %61, %70
  %add255.3 = add i32 %62, %71
  %add255.4 = add i32 %63, %72
  %add255.5 = add i32 %64, %73
  %add255.6 = add i32 %65, %74
  %add255.7 = add i32 %66, %75
  %76 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %35, i32 %36, i32 %44, i32 %45, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  %77 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %76, 0
  %78 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %76, 1
  %79 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %76, 2
  %80 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %76, 3
  %81 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %76, 4
  %82 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %76, 5
  %83 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %76, 6
  %84 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %76, 7
  %85 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %41, i32 %42, i32 %38, i32 %39, i32 %77, i32 %78, i32 %79, i32 %80, i32 %81, i32 %82, i32 %83, i32 %84)
  %86 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %85, 0
  %87 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %85, 1
  %88 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %85, 2
  %89 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %85, 3
  %90 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %85, 4
  %91 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %85, 5
  %92 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %85, 6
  %93 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %85, 7
  %shl.1646 = shl i32 %86, 8
  %add262.1647 = add i32 %add255, %shl.1646
  %shl.1.1 = shl i32 %87, 8
  %add262.1.1 = add i32 %add255.1, %shl.1.1
  %shl.2.1 = shl i32 %88, 8
  %add262.2.1 = add i32 %add255.2, %shl.2.1
  %shl.3.1 = shl i32 %89, 8
  %add262.3.1 = add i32 %add255.3, %shl.3.1
  %shl.4.1 = shl i32 %90, 8
  %add262.4.1 = add i32 %add255.4, %shl.4.1
  %shl.5.1 = shl i32 %91, 8
  %add262.5.1 = add i32 %add255.5, %shl.5.1
  %shl.6.1 = shl i32 %92, 8
  %add262.6.1 = add i32 %add255.6, %shl.6.1
  %shl.7.1 = shl i32 %93, 8
  %add262.7.1 = add i32 %add255.7, %shl.7.1
  %94 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %35, i32 %36, i32 %50, i32 %51, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  %95 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %94, 0
  %96 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %94, 1
  %97 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %94, 2
  %98 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %94, 3
  %99 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %94, 4
  %100 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %94, 5
  %101 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %94, 6
  %102 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %94, 7
  %103 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %41, i32 %42, i32 %44, i32 %45, i32 %95, i32 %96, i32 %97, i32 %98, i32 %99, i32 %100, i32 %101, i32 %102)
  %104 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %103, 0
  %105 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %103, 1
  %106 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %103, 2
  %107 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %103, 3
  %108 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %103, 4
  %109 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %103, 5
  %110 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %103, 6
  %111 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %103, 7
  %112 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %47, i32 %48, i32 %38, i32 %39, i32 %104, i32 %105, i32 %106, i32 %107, i32 %108, i32 %109, i32 %110, i32 %111)
  %113 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %112, 0
  %114 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %112, 1
  %115 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %112, 2
  %116 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %112, 3
  %117 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %112, 4
  %118 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %112, 5
  %119 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %112, 6
  %120 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %112, 7
  %121 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %35, i32 %36, i32 %56, i32 %57, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  %122 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %121, 0
  %123 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %121, 1
  %124 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %121, 2
  %125 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %121, 3
  %126 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %121, 4
  %127 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %121, 5
  %128 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %121, 6
  %129 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %121, 7
  %130 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %41, i32 %42, i32 %50, i32 %51, i32 %122, i32 %123, i32 %124, i32 %125, i32 %126, i32 %127, i32 %128, i32 %129)
  %131 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %130, 0
  %132 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %130, 1
  %133 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %130, 2
  %134 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %130, 3
  %135 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %130, 4
  %136 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %130, 5
  %137 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %130, 6
  %138 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %130, 7
  %139 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %47, i32 %48, i32 %44, i32 %45, i32 %131, i32 %132, i32 %133, i32 %134, i32 %135, i32 %136, i32 %137, i32 %138)
  %140 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %139, 0
  %141 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %139, 1
  %142 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %139, 2
  %143 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %139, 3
  %144 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %139, 4
  %145 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %139, 5
  %146 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %139, 6
  %147 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %139, 7
  %148 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %53, i32 %54, i32 %38, i32 %39, i32 %140, i32 %141, i32 %142, i32 %143, i32 %144, i32 %145, i32 %146, i32 %147)
  %149 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %148, 0
  %150 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %148, 1
  %151 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %148, 2
  %152 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %148, 3
  %153 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %148, 4
  %154 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %148, 5
  %155 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %148, 6
  %156 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %148, 7
  %conv273.3700 = zext i32 %add262.1647 to i64
  %shl276.3701 = shl i32 %149, 8
  %add277.3702 = add i32 %113, %shl276.3701
  %conv278.3703 = zext i32 %add277.3702 to i64
  %shl279.3704 = shl nuw nsw i64 %conv278.3703, 16
  %add280.3705 = add nuw nsw i64 %shl279.3704, %conv273.3700
  %conv273.1.3 = zext i32 %add262.1.1 to i64
  %shl276.1.3 = shl i32 %150, 8
  %add277.1.3 = add i32 %114, %shl276.1.3
  %conv278.1.3 = zext i32 %add277.1.3 to i64
  %shl279.1.3 = shl nuw nsw i64 %conv278.1.3, 16
  %add280.1.3 = add nuw nsw i64 %shl279.1.3, %conv273.1.3
  %conv273.2.3 = zext i32 %add262.2.1 to i64
  %shl276.2.3 = shl i32 %151, 8
  %add277.2.3 = add i32 %115, %shl276.2.3
  %conv278.2.3 = zext i32 %add277.2.3 to i64
  %shl279.2.3 = shl nuw nsw i64 %conv278.2.3, 16
  %add280.2.3 = add nuw nsw i64 %shl279.2.3, %conv273.2.3
  %conv273.3.3 = zext i32 %add262.3.1 to i64
  %shl276.3.3 = shl i32 %152, 8
  %add277.3.3 = add i32 %116, %shl276.3.3
  %conv278.3.3 = zext i32 %add277.3.3 to i64
  %shl279.3.3 = shl nuw nsw i64 %conv278.3.3, 16
  %add280.3.3 = add nuw nsw i64 %shl279.3.3, %conv273.3.3
  %conv273.4.3 = zext i32 %add262.4.1 to i64
  %shl276.4.3 = shl i32 %153, 8
  %add277.4.3 = add i32 %117, %shl276.4.3
  %conv278.4.3 = zext i32 %add277.4.3 to i64
  %shl279.4.3 = shl nuw nsw i64 %conv278.4.3, 16
  %add280.4.3 = add nuw nsw i64 %shl279.4.3, %conv273.4.3
  %conv273.5.3 = zext i32 %add262.5.1 to i64
  %shl276.5.3 = shl i32 %154, 8
  %add277.5.3 = add i32 %118, %shl276.5.3
  %conv278.5.3 = zext i32 %add277.5.3 to i64
  %shl279.5.3 = shl nuw nsw i64 %conv278.5.3, 16
  %add280.5.3 = add nuw nsw i64 %shl279.5.3, %conv273.5.3
  %conv273.6.3 = zext i32 %add262.6.1 to i64
  %shl276.6.3 = shl i32 %155, 8
  %add277.6.3 = add i32 %119, %shl276.6.3
  %conv278.6.3 = zext i32 %add277.6.3 to i64
  %shl279.6.3 = shl nuw nsw i64 %conv278.6.3, 16
  %add280.6.3 = add nuw nsw i64 %shl279.6.3, %conv273.6.3
  %conv273.7.3 = zext i32 %add262.7.1 to i64
  %shl276.7.3 = shl i32 %156, 8
  %add277.7.3 = add i32 %120, %shl276.7.3
  %conv278.7.3 = zext i32 %add277.7.3 to i64
  %shl279.7.3 = shl nuw nsw i64 %conv278.7.3, 16
  %add280.7.3 = add nuw nsw i64 %shl279.7.3, %conv273.7.3
  %157 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %41, i32 %42, i32 %56, i32 %57, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  %158 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %157, 0
  %159 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %157, 1
  %160 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %157, 2
  %161 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %157, 3
  %162 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %157, 4
  %163 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %157, 5
  %164 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %157, 6
  %165 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %157, 7
  %166 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %47, i32 %48, i32 %50, i32 %51, i32 %158, i32 %159, i32 %160, i32 %161, i32 %162, i32 %163, i32 %164, i32 %165)
  %167 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %166, 0
  %168 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %166, 1
  %169 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %166, 2
  %170 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %166, 3
  %171 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %166, 4
  %172 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %166, 5
  %173 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %166, 6
  %174 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %166, 7
  %175 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %53, i32 %54, i32 %44, i32 %45, i32 %167, i32 %168, i32 %169, i32 %170, i32 %171, i32 %172, i32 %173, i32 %174)
  %176 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %175, 0
  %177 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %175, 1
  %178 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %175, 2
  %179 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %175, 3
  %180 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %175, 4
  %181 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %175, 5
  %182 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %175, 6
  %183 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %175, 7
  %184 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %47, i32 %48, i32 %56, i32 %57, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  %185 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %184, 0
  %186 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %184, 1
  %187 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %184, 2
  %188 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %184, 3
  %189 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %184, 4
  %190 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %184, 5
  %191 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %184, 6
  %192 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %184, 7
  %193 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %53, i32 %54, i32 %50, i32 %51, i32 %185, i32 %186, i32 %187, i32 %188, i32 %189, i32 %190, i32 %191, i32 %192)
  %194 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %193, 0
  %195 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %193, 1
  %196 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %193, 2
  %197 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %193, 3
  %198 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %193, 4
  %199 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %193, 5
  %200 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %193, 6
  %201 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %193, 7
  %shl293.5743 = shl i32 %194, 8
  %add294.5744 = add i32 %176, %shl293.5743
  %conv295.5745 = zext i32 %add294.5744 to i64
  %mul297.5746 = mul nuw i64 %conv296, %conv295.5745
  %add300.5747 = add i64 %mul297.5746, %add280.3705
  %shl293.1.5 = shl i32 %195, 8
  %add294.1.5 = add i32 %177, %shl293.1.5
  %conv295.1.5 = zext i32 %add294.1.5 to i64
  %mul297.1.5 = mul nuw i64 %conv296, %conv295.1.5
  %add300.1.5 = add i64 %mul297.1.5, %add280.1.3
  %shl293.2.5 = shl i32 %196, 8
  %add294.2.5 = add i32 %178, %shl293.2.5
  %conv295.2.5 = zext i32 %add294.2.5 to i64
  %mul297.2.5 = mul nuw i64 %conv296, %conv295.2.5
  %add300.2.5 = add i64 %mul297.2.5, %add280.2.3
  %shl293.3.5 = shl i32 %197, 8
  %add294.3.5 = add i32 %179, %shl293.3.5
  %conv295.3.5 = zext i32 %add294.3.5 to i64
  %mul297.3.5 = mul nuw i64 %conv296, %conv295.3.5
  %add300.3.5 = add i64 %mul297.3.5, %add280.3.3
  %shl293.4.5 = shl i32 %198, 8
  %add294.4.5 = add i32 %180, %shl293.4.5
  %conv295.4.5 = zext i32 %add294.4.5 to i64
  %mul297.4.5 = mul nuw i64 %conv296, %conv295.4.5
  %add300.4.5 = add i64 %mul297.4.5, %add280.4.3
  %shl293.5.5 = shl i32 %199, 8
  %add294.5.5 = add i32 %181, %shl293.5.5
  %conv295.5.5 = zext i32 %add294.5.5 to i64
  %mul297.5.5 = mul nuw i64 %conv296, %conv295.5.5
  %add300.5.5 = add i64 %mul297.5.5, %add280.5.3
  %shl293.6.5 = shl i32 %200, 8
  %add294.6.5 = add i32 %182, %shl293.6.5
  %conv295.6.5 = zext i32 %add294.6.5 to i64
  %mul297.6.5 = mul nuw i64 %conv296, %conv295.6.5
  %add300.6.5 = add i64 %mul297.6.5, %add280.6.3
  %shl293.7.5 = shl i32 %201, 8
  %add294.7.5 = add i32 %183, %shl293.7.5
  %conv295.7.5 = zext i32 %add294.7.5 to i64
  %mul297.7.5 = mul nuw i64 %conv296, %conv295.7.5
  %add300.7.5 = add i64 %mul297.7.5, %add280.7.3
  %202 = tail call { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32 %53, i32 %54, i32 %56, i32 %57, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0)
  %203 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %202, 0
  %204 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %202, 1
  %205 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %202, 2
  %206 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %202, 3
  %207 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %202, 4
  %208 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %202, 5
  %209 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %202, 6
  %210 = extractvalue { i32, i32, i32, i32, i32, i32, i32, i32 } %202, 7
  %conv302.6788 = zext i32 %203 to i64
  %mul304.6789 = mul nuw i64 %conv303, %conv302.6788
  %add307.6790 = add i64 %add300.5747, %mul304.6789
  %conv302.1.6 = zext i32 %204 to i64
  %mul304.1.6 = mul nuw i64 %conv303, %conv302.1.6
  %add307.1.6 = add i64 %add300.1.5, %mul304.1.6
  %conv302.2.6 = zext i32 %205 to i64
  %mul304.2.6 = mul nuw i64 %conv303, %conv302.2.6
  %add307.2.6 = add i64 %add300.2.5, %mul304.2.6
  %conv302.3.6 = zext i32 %206 to i64
  %mul304.3.6 = mul nuw i64 %conv303, %conv302.3.6
  %add307.3.6 = add i64 %add300.3.5, %mul304.3.6
  %conv302.4.6 = zext i32 %207 to i64
  %mul304.4.6 = mul nuw i64 %conv303, %conv302.4.6
  %add307.4.6 = add i64 %add300.4.5, %mul304.4.6
  %conv302.5.6 = zext i32 %208 to i64
  %mul304.5.6 = mul nuw i64 %conv303, %conv302.5.6
  %add307.5.6 = add i64 %add300.5.5, %mul304.5.6
  %conv302.6.6 = zext i32 %209 to i64
  %mul304.6.6 = mul nuw i64 %conv303, %conv302.6.6
  %add307.6.6 = add i64 %add300.6.5, %mul304.6.6
  %conv302.7.6 = zext i32 %210 to i64
  %mul304.7.6 = mul nuw i64 %conv303, %conv302.7.6
  %add307.7.6 = add i64 %add300.7.5, %mul304.7.6
  %211 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %add307.6790, i64 %q.sroa.7586.0.copyload)
  %mul.i580 = mul i64 %211, %conv.i
  %sub.i581 = sub i64 %add307.6790, %mul.i580
  %cmp.not.i582 = icmp ult i64 %sub.i581, %conv.i
  %sub5.i583 = select i1 %cmp.not.i582, i64 0, i64 %conv.i
  %cond.i584 = sub i64 %sub.i581, %sub5.i583
  %conv6.i585 = trunc i64 %cond.i584 to i32
  %212 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %add307.1.6, i64 %q.sroa.7586.0.copyload)
  %mul.i580.1 = mul i64 %212, %conv.i
  %sub.i581.1 = sub i64 %add307.1.6, %mul.i580.1
  %cmp.not.i582.1 = icmp ult i64 %sub.i581.1, %conv.i
  %sub5.i583.1 = select i1 %cmp.not.i582.1, i64 0, i64 %conv.i
  %cond.i584.1 = sub i64 %sub.i581.1, %sub5.i583.1
  %conv6.i585.1 = trunc i64 %cond.i584.1 to i32
  %213 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %add307.2.6, i64 %q.sroa.7586.0.copyload)
  %mul.i580.2 = mul i64 %213, %conv.i
  %sub.i581.2 = sub i64 %add307.2.6, %mul.i580.2
  %cmp.not.i582.2 = icmp ult i64 %sub.i581.2, %conv.i
  %sub5.i583.2 = select i1 %cmp.not.i582.2, i64 0, i64 %conv.i
  %cond.i584.2 = sub i64 %sub.i581.2, %sub5.i583.2
  %conv6.i585.2 = trunc i64 %cond.i584.2 to i32
  %214 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %add307.3.6, i64 %q.sroa.7586.0.copyload)
  %mul.i580.3 = mul i64 %214, %conv.i
  %sub.i581.3 = sub i64 %add307.3.6, %mul.i580.3
  %cmp.not.i582.3 = icmp ult i64 %sub.i581.3, %conv.i
  %sub5.i583.3 = select i1 %cmp.not.i582.3, i64 0, i64 %conv.i
  %cond.i584.3 = sub i64 %sub.i581.3, %sub5.i583.3
  %conv6.i585.3 = trunc i64 %cond.i584.3 to i32
  %215 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %add307.4.6, i64 %q.sroa.7586.0.copyload)
  %mul.i580.4 = mul i64 %215, %conv.i
  %sub.i581.4 = sub i64 %add307.4.6, %mul.i580.4
  %cmp.not.i582.4 = icmp ult i64 %sub.i581.4, %conv.i
  %sub5.i583.4 = select i1 %cmp.not.i582.4, i64 0, i64 %conv.i
  %cond.i584.4 = sub i64 %sub.i581.4, %sub5.i583.4
  %conv6.i585.4 = trunc i64 %cond.i584.4 to i32
  %216 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %add307.5.6, i64 %q.sroa.7586.0.copyload)
  %mul.i580.5 = mul i64 %216, %conv.i
  %sub.i581.5 = sub i64 %add307.5.6, %mul.i580.5
  %cmp.not.i582.5 = icmp ult i64 %sub.i581.5, %conv.i
  %sub5.i583.5 = select i1 %cmp.not.i582.5, i64 0, i64 %conv.i
  %cond.i584.5 = sub i64 %sub.i581.5, %sub5.i583.5
  %conv6.i585.5 = trunc i64 %cond.i584.5 to i32
  %217 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %add307.6.6, i64 %q.sroa.7586.0.copyload)
  %mul.i580.6 = mul i64 %217, %conv.i
  %sub.i581.6 = sub i64 %add307.6.6, %mul.i580.6
  %cmp.not.i582.6 = icmp ult i64 %sub.i581.6, %conv.i
  %sub5.i583.6 = select i1 %cmp.not.i582.6, i64 0, i64 %conv.i
  %cond.i584.6 = sub i64 %sub.i581.6, %sub5.i583.6
  %conv6.i585.6 = trunc i64 %cond.i584.6 to i32
  %218 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %add307.7.6, i64 %q.sroa.7586.0.copyload)
  %mul.i580.7 = mul i64 %218, %conv.i
  %sub.i581.7 = sub i64 %add307.7.6, %mul.i580.7
  %cmp.not.i582.7 = icmp ult i64 %sub.i581.7, %conv.i
  %sub5.i583.7 = select i1 %cmp.not.i582.7, i64 0, i64 %conv.i
  %cond.i584.7 = sub i64 %sub.i581.7, %sub5.i583.7
  %conv6.i585.7 = trunc i64 %cond.i584.7 to i32
  tail call void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr %arrayidx206, i32 %conv6.i585, i32 %conv6.i585.1, i32 %conv6.i585.2, i32 %conv6.i585.3, i32 %conv6.i585.4, i32 %conv6.i585.5, i32 %conv6.i585.6, i32 %conv6.i585.7, i32 72)
  %inc339 = add nuw nsw i32 %s164.0615, 1
  %exitcond.not = icmp eq i32 %s164.0615, %32
  br i1 %exitcond.not, label %for.cond.cleanup172, label %for.body173, !llvm.loop !78

for.body345:                                      ; preds = %for.cond.cleanup172, %cleanup
  %x341.0617 = phi i32 [ %add405, %cleanup ], [ %3, %for.cond.cleanup172 ]
  %div347556 = lshr i32 %x341.0617, 6
  %rem349 = and i32 %x341.0617, 63
  %add351 = add i32 %div347556, %mul
  %add353 = add i32 %rem349, %add
  %cmp354.not = icmp ult i32 %add351, %n
  %cmp355.not = icmp ult i32 %add353, %cend
  %or.cond566 = select i1 %cmp354.not, i1 %cmp355.not, i1 false
  br i1 %or.cond566, label %if.end357, label %cleanup

if.end357:                                        ; preds = %for.body345
  %idxprom359 = zext i32 %div347556 to i64
  %idxprom361 = zext i32 %rem349 to i64
  %arrayidx362 = getelementptr inbounds [64 x [72 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE4tile to ptr), i64 0, i64 %idxprom359, i64 %idxprom361
  %219 = load i32, ptr %arrayidx362, align 4, !tbaa !24
  %arrayidx364 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE3own to ptr), i64 0, i64 %idxprom359
  %220 = load i32, ptr %arrayidx364, align 4, !tbaa !24
  %cmp365.not = icmp eq i32 %220, -1
  br i1 %cmp365.not, label %if.end395, label %if.then366

if.then366:                                       ; preds = %if.end357
  %idxprom372 = zext i32 %220 to i64
  %arrayidx373 = getelementptr inbounds [64 x [16 x i8]], ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 0, i64 %idxprom361, i64 %idxprom372
  %221 = load i8, ptr %arrayidx373, align 1, !tbaa !75
  %conv374 = zext i8 %221 to i32
  %arrayidx376 = getelementptr inbounds [64 x [16 x i8]], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 1024), i64 0, i64 %idxprom361
  %arrayidx378 = getelementptr inbounds [16 x i8], ptr %arrayidx376, i64 0, i64 %idxprom372
  %222 = load i8, ptr %arrayidx378, align 1, !tbaa !75
  %conv379 = zext i8 %222 to i32
  %shl380 = shl nuw nsw i32 %conv379, 8
  %or = or i32 %shl380, %conv374
  %arrayidx382 = getelementptr inbounds [64 x [16 x i8]], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 2048), i64 0, i64 %idxprom361
  %arrayidx384 = getelementptr inbounds [16 x i8], ptr %arrayidx382, i64 0, i64 %idxprom372
  %223 = load i8, ptr %arrayidx384, align 1, !tbaa !75
  %conv385 = zext i8 %223 to i32
  %shl386 = shl nuw nsw i32 %conv385, 16
  %or387 = or i32 %or, %shl386
  %arrayidx389 = getelementptr inbounds [64 x [16 x i8]], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ19gb_panel_update_mmaE2wl to ptr), i64 3072), i64 0, i64 %idxprom361
  %arrayidx391 = getelementptr inbounds [16 x i8], ptr %arrayidx389, i64 0, i64 %idxprom372
  %224 = load i8, ptr %arrayidx391, align 1, !tbaa !75
  %conv392 = zext i8 %224 to i32
  %shl393 = shl nuw i32 %conv392, 24
  %or394 = or i32 %or387, %shl393
  br label %if.end395

if.end395:                                        ; preds = %if.then366, %if.end357
  %v358.0 = phi i32 [ %or394, %if.then366 ], [ %219, %if.end357 ]
  %conv396 = zext i32 %add351 to i64
  %mul397 = mul i64 %conv396, %ld
  %conv398 = zext i32 %add353 to i64
  %add399 = add i64 %mul397, %conv398
  %arrayidx400 = getelementptr inbounds i32, ptr %add.ptr22, i64 %add399
  store i32 %v358.0, ptr %arrayidx400, align 4, !tbaa !24
  br label %cleanup

cleanup:                                          ; preds = %for.body345, %if.end395
  %add405 = add i32 %x341.0617, %4
  %cmp343 = icmp ult i32 %add405, 4096
  br i1 %cmp343, label %for.body345, label %cleanup408, !llvm.loop !79

cleanup408:                                       ; preds = %cleanup, %for.cond.cleanup172, %entry
  ret void
}

; Function Attrs: argmemonly nocallback nofree nounwind readonly
declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8.p0(ptr nocapture readonly, i32) #2

; Function Attrs: argmemonly nocallback nofree nounwind readonly
declare { i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8.p0(ptr nocapture readonly, i32) #2

; Function Attrs: argmemonly nocallback nofree nounwind readonly
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32.p0(ptr nocapture readonly, i32) #2

; Function Attrs: nocallback nofree nosync nounwind readnone
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #3

; Function Attrs: argmemonly nocallback nounwind writeonly
declare void @llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32.p0(ptr nocapture writeonly, i32, i32, i32, i32, i32, i32, i32, i32, i32) #4

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
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !52
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
  %7 = load i32, ptr %arrayidx14, align 4, !tbaa !24
  %conv15 = zext i32 %7 to i64
  %mul16 = mul i64 %conv15, %ld
  %add18 = add i64 %mul16, %conv17
  %arrayidx19 = getelementptr inbounds i32, ptr %add.ptr, i64 %add18
  %8 = load i32, ptr %arrayidx19, align 4, !tbaa !24
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i32 [ %8, %cond.true ], [ 0, %for.body ]
  %mul23 = mul i64 %conv12, %ld
  %add26 = add i64 %add24, %mul23
  %arrayidx27 = getelementptr inbounds i32, ptr %out, i64 %add26
  store i32 %cond, ptr %arrayidx27, align 4, !tbaa !24
  %add29 = add i32 %g.044, %6
  %cmp7 = icmp ult i32 %add29, %n
  br i1 %cmp7, label %for.body, label %cleanup, !llvm.loop !80

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
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !23
  %q.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.6.0.copyload = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa.struct !30
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %conv = zext i32 %3 to i64
  %conv4 = zext i32 %ncols to i64
  %mul5 = mul nuw i64 %conv4, %conv
  %conv6 = zext i32 %nprimes to i64
  %mul7 = mul i64 %mul5, %conv6
  %add.ptr = getelementptr inbounds i32, ptr %work, i64 %mul7
  %cmp9271 = icmp ult i32 %3, %nrows_todo
  br i1 %cmp9271, label %for.body.lr.ph, label %cleanup167

for.body.lr.ph:                                   ; preds = %if.end
  %q.sroa.8.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.8.0.copyload = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx, align 8, !tbaa.struct !32
  %conv12 = zext i32 %nrows_todo to i64
  %mul13 = mul nuw i64 %idxprom, %conv12
  %conv16 = zext i32 %nnp to i64
  %cmp20260.not = icmp eq i32 %nnp, 0
  %tobool.not = icmp eq i32 %tail, 0
  %conv1.i = zext i32 %q.sroa.8.0.copyload to i64
  %conv2.i.i = zext i32 %q.sroa.0.0.copyload to i64
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %add.ptr138277 = getelementptr i32, ptr %add.ptr, i64 %idxprom
  %5 = add i32 %nnp, -1
  %xtraiter = and i32 %nnp, 7
  %6 = icmp ult i32 %5, 7
  %unroll_iter = and i32 %nnp, -8
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  %add145.prol = add nuw nsw i64 %conv6, %idxprom
  br label %for.body

for.body:                                         ; preds = %for.body.lr.ph, %cleanup156
  %r.0272 = phi i32 [ %3, %for.body.lr.ph ], [ %add164, %cleanup156 ]
  %add10 = add i32 %r.0272, %npiv
  %conv14 = zext i32 %r.0272 to i64
  %add15 = add i64 %mul13, %conv14
  %mul17 = mul i64 %add15, %conv16
  %add.ptr18 = getelementptr inbounds i32, ptr %dense, i64 %mul17
  br i1 %cmp20260.not, label %for.cond.cleanup21, label %for.body22.preheader

for.body22.preheader:                             ; preds = %for.body
  br i1 %6, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22

for.cond.cleanup21.loopexit.unr-lcssa:            ; preds = %for.body22, %for.body22.preheader
  %x.0261.unr = phi i32 [ 0, %for.body22.preheader ], [ %inc.7, %for.body22 ]
  br i1 %lcmp.mod.not, label %for.cond.cleanup21, label %for.body22.epil

for.body22.epil:                                  ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil
  %x.0261.epil = phi i32 [ %inc.epil, %for.body22.epil ], [ %x.0261.unr, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body22.epil ], [ 0, %for.cond.cleanup21.loopexit.unr-lcssa ]
  %idxprom23.epil = zext i32 %x.0261.epil to i64
  %arrayidx24.epil = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.epil
  store i32 0, ptr %arrayidx24.epil, align 4, !tbaa !24
  %inc.epil = add nuw i32 %x.0261.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup21, label %for.body22.epil, !llvm.loop !81

for.cond.cleanup21:                               ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil, %for.body
  %idxprom25 = zext i32 %add10 to i64
  %arrayidx26 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom25
  %7 = load i32, ptr %arrayidx26, align 4, !tbaa !24
  %add27 = add i32 %add10, 1
  %idxprom28 = zext i32 %add27 to i64
  %arrayidx29 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom28
  %8 = load i32, ptr %arrayidx29, align 4, !tbaa !24
  %cmp30 = icmp eq i32 %8, %7
  br i1 %cmp30, label %cleanup156, label %if.end32

for.body22:                                       ; preds = %for.body22.preheader, %for.body22
  %x.0261 = phi i32 [ %inc.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %idxprom23 = zext i32 %x.0261 to i64
  %arrayidx24 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23
  store i32 0, ptr %arrayidx24, align 4, !tbaa !24
  %inc = or i32 %x.0261, 1
  %idxprom23.1 = zext i32 %inc to i64
  %arrayidx24.1 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.1
  store i32 0, ptr %arrayidx24.1, align 4, !tbaa !24
  %inc.1 = or i32 %x.0261, 2
  %idxprom23.2 = zext i32 %inc.1 to i64
  %arrayidx24.2 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.2
  store i32 0, ptr %arrayidx24.2, align 4, !tbaa !24
  %inc.2 = or i32 %x.0261, 3
  %idxprom23.3 = zext i32 %inc.2 to i64
  %arrayidx24.3 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.3
  store i32 0, ptr %arrayidx24.3, align 4, !tbaa !24
  %inc.3 = or i32 %x.0261, 4
  %idxprom23.4 = zext i32 %inc.3 to i64
  %arrayidx24.4 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.4
  store i32 0, ptr %arrayidx24.4, align 4, !tbaa !24
  %inc.4 = or i32 %x.0261, 5
  %idxprom23.5 = zext i32 %inc.4 to i64
  %arrayidx24.5 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.5
  store i32 0, ptr %arrayidx24.5, align 4, !tbaa !24
  %inc.5 = or i32 %x.0261, 6
  %idxprom23.6 = zext i32 %inc.5 to i64
  %arrayidx24.6 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.6
  store i32 0, ptr %arrayidx24.6, align 4, !tbaa !24
  %inc.6 = or i32 %x.0261, 7
  %idxprom23.7 = zext i32 %inc.6 to i64
  %arrayidx24.7 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.7
  store i32 0, ptr %arrayidx24.7, align 4, !tbaa !24
  %inc.7 = add nuw i32 %x.0261, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22, !llvm.loop !82

if.end32:                                         ; preds = %for.cond.cleanup21
  %idxprom33 = zext i32 %7 to i64
  %arrayidx34 = getelementptr inbounds i32, ptr %cols, i64 %idxprom33
  %9 = load i32, ptr %arrayidx34, align 4, !tbaa !24
  %cmp36262 = icmp ult i32 %9, %ncols
  br i1 %cmp36262, label %for.body38.preheader, label %for.cond.cleanup37

for.body38.preheader:                             ; preds = %if.end32
  %10 = sub i32 %ncols, %9
  %11 = xor i32 %9, -1
  %12 = add i32 %11, %ncols
  %xtraiter278 = and i32 %10, 7
  %lcmp.mod279.not = icmp eq i32 %xtraiter278, 0
  br i1 %lcmp.mod279.not, label %for.body38.prol.loopexit, label %for.body38.prol

for.body38.prol:                                  ; preds = %for.body38.preheader, %for.body38.prol
  %c.0263.prol = phi i32 [ %inc46.prol, %for.body38.prol ], [ %9, %for.body38.preheader ]
  %prol.iter = phi i32 [ %prol.iter.next, %for.body38.prol ], [ 0, %for.body38.preheader ]
  %conv39.prol = zext i32 %c.0263.prol to i64
  %mul41.prol = mul nuw i64 %conv39.prol, %conv6
  %add43.prol = add i64 %mul41.prol, %idxprom
  %arrayidx44.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.prol
  store i32 0, ptr %arrayidx44.prol, align 4, !tbaa !24
  %inc46.prol = add nuw i32 %c.0263.prol, 1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter278
  br i1 %prol.iter.cmp.not, label %for.body38.prol.loopexit, label %for.body38.prol, !llvm.loop !83

for.body38.prol.loopexit:                         ; preds = %for.body38.prol, %for.body38.preheader
  %c.0263.unr = phi i32 [ %9, %for.body38.preheader ], [ %inc46.prol, %for.body38.prol ]
  %13 = icmp ult i32 %12, 7
  br i1 %13, label %for.cond.cleanup37, label %for.body38

for.cond.cleanup37:                               ; preds = %for.body38.prol.loopexit, %for.body38, %if.end32
  %arrayidx49 = getelementptr inbounds i32, ptr %source, i64 %idxprom25
  %14 = load i32, ptr %arrayidx49, align 4, !tbaa !24
  %idxprom50 = zext i32 %14 to i64
  %arrayidx51 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom50
  %15 = load i64, ptr %arrayidx51, align 8, !tbaa !28
  %mul53 = mul i64 %15, %conv6
  %add.ptr54 = getelementptr inbounds i32, ptr %pool, i64 %mul53
  %cmp57264 = icmp ugt i32 %8, %7
  br i1 %cmp57264, label %for.body59.preheader, label %for.cond.cleanup58

for.body59.preheader:                             ; preds = %for.cond.cleanup37
  %16 = sub i32 %8, %7
  %17 = xor i32 %7, -1
  %18 = add i32 %8, %17
  %xtraiter280 = and i32 %16, 3
  %lcmp.mod281.not = icmp eq i32 %xtraiter280, 0
  br i1 %lcmp.mod281.not, label %for.body59.prol.loopexit, label %for.body59.prol

for.body59.prol:                                  ; preds = %for.body59.preheader, %for.body59.prol
  %x55.0265.prol = phi i32 [ %inc75.prol, %for.body59.prol ], [ %7, %for.body59.preheader ]
  %prol.iter282 = phi i32 [ %prol.iter282.next, %for.body59.prol ], [ 0, %for.body59.preheader ]
  %sub.prol = sub nuw i32 %x55.0265.prol, %7
  %conv60.prol = zext i32 %sub.prol to i64
  %mul62.prol = mul nuw i64 %conv60.prol, %conv6
  %add64.prol = add i64 %mul62.prol, %idxprom
  %arrayidx65.prol = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.prol
  %19 = load i32, ptr %arrayidx65.prol, align 4, !tbaa !24
  %idxprom66.prol = zext i32 %x55.0265.prol to i64
  %arrayidx67.prol = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.prol
  %20 = load i32, ptr %arrayidx67.prol, align 4, !tbaa !24
  %conv68.prol = zext i32 %20 to i64
  %mul70.prol = mul nuw i64 %conv68.prol, %conv6
  %add72.prol = add i64 %mul70.prol, %idxprom
  %arrayidx73.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.prol
  store i32 %19, ptr %arrayidx73.prol, align 4, !tbaa !24
  %inc75.prol = add nuw i32 %x55.0265.prol, 1
  %prol.iter282.next = add i32 %prol.iter282, 1
  %prol.iter282.cmp.not = icmp eq i32 %prol.iter282.next, %xtraiter280
  br i1 %prol.iter282.cmp.not, label %for.body59.prol.loopexit, label %for.body59.prol, !llvm.loop !84

for.body59.prol.loopexit:                         ; preds = %for.body59.prol, %for.body59.preheader
  %x55.0265.unr = phi i32 [ %7, %for.body59.preheader ], [ %inc75.prol, %for.body59.prol ]
  %21 = icmp ult i32 %18, 3
  br i1 %21, label %for.cond.cleanup58, label %for.body59

for.body38:                                       ; preds = %for.body38.prol.loopexit, %for.body38
  %c.0263 = phi i32 [ %inc46.7, %for.body38 ], [ %c.0263.unr, %for.body38.prol.loopexit ]
  %conv39 = zext i32 %c.0263 to i64
  %mul41 = mul nuw i64 %conv39, %conv6
  %add43 = add i64 %mul41, %idxprom
  %arrayidx44 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43
  store i32 0, ptr %arrayidx44, align 4, !tbaa !24
  %inc46 = add nuw i32 %c.0263, 1
  %conv39.1 = zext i32 %inc46 to i64
  %mul41.1 = mul nuw i64 %conv39.1, %conv6
  %add43.1 = add i64 %mul41.1, %idxprom
  %arrayidx44.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.1
  store i32 0, ptr %arrayidx44.1, align 4, !tbaa !24
  %inc46.1 = add nuw i32 %c.0263, 2
  %conv39.2 = zext i32 %inc46.1 to i64
  %mul41.2 = mul nuw i64 %conv39.2, %conv6
  %add43.2 = add i64 %mul41.2, %idxprom
  %arrayidx44.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.2
  store i32 0, ptr %arrayidx44.2, align 4, !tbaa !24
  %inc46.2 = add nuw i32 %c.0263, 3
  %conv39.3 = zext i32 %inc46.2 to i64
  %mul41.3 = mul nuw i64 %conv39.3, %conv6
  %add43.3 = add i64 %mul41.3, %idxprom
  %arrayidx44.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.3
  store i32 0, ptr %arrayidx44.3, align 4, !tbaa !24
  %inc46.3 = add nuw i32 %c.0263, 4
  %conv39.4 = zext i32 %inc46.3 to i64
  %mul41.4 = mul nuw i64 %conv39.4, %conv6
  %add43.4 = add i64 %mul41.4, %idxprom
  %arrayidx44.4 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.4
  store i32 0, ptr %arrayidx44.4, align 4, !tbaa !24
  %inc46.4 = add nuw i32 %c.0263, 5
  %conv39.5 = zext i32 %inc46.4 to i64
  %mul41.5 = mul nuw i64 %conv39.5, %conv6
  %add43.5 = add i64 %mul41.5, %idxprom
  %arrayidx44.5 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.5
  store i32 0, ptr %arrayidx44.5, align 4, !tbaa !24
  %inc46.5 = add nuw i32 %c.0263, 6
  %conv39.6 = zext i32 %inc46.5 to i64
  %mul41.6 = mul nuw i64 %conv39.6, %conv6
  %add43.6 = add i64 %mul41.6, %idxprom
  %arrayidx44.6 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.6
  store i32 0, ptr %arrayidx44.6, align 4, !tbaa !24
  %inc46.6 = add nuw i32 %c.0263, 7
  %conv39.7 = zext i32 %inc46.6 to i64
  %mul41.7 = mul nuw i64 %conv39.7, %conv6
  %add43.7 = add i64 %mul41.7, %idxprom
  %arrayidx44.7 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.7
  store i32 0, ptr %arrayidx44.7, align 4, !tbaa !24
  %inc46.7 = add nuw i32 %c.0263, 8
  %exitcond273.not.7 = icmp eq i32 %inc46.7, %ncols
  br i1 %exitcond273.not.7, label %for.cond.cleanup37, label %for.body38, !llvm.loop !85

for.cond.cleanup58:                               ; preds = %for.body59.prol.loopexit, %for.body59, %for.cond.cleanup37
  br i1 %tobool.not, label %if.end92, label %if.then78

for.body59:                                       ; preds = %for.body59.prol.loopexit, %for.body59
  %x55.0265 = phi i32 [ %inc75.3, %for.body59 ], [ %x55.0265.unr, %for.body59.prol.loopexit ]
  %sub = sub nuw i32 %x55.0265, %7
  %conv60 = zext i32 %sub to i64
  %mul62 = mul nuw i64 %conv60, %conv6
  %add64 = add i64 %mul62, %idxprom
  %arrayidx65 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64
  %22 = load i32, ptr %arrayidx65, align 4, !tbaa !24
  %idxprom66 = zext i32 %x55.0265 to i64
  %arrayidx67 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66
  %23 = load i32, ptr %arrayidx67, align 4, !tbaa !24
  %conv68 = zext i32 %23 to i64
  %mul70 = mul nuw i64 %conv68, %conv6
  %add72 = add i64 %mul70, %idxprom
  %arrayidx73 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72
  store i32 %22, ptr %arrayidx73, align 4, !tbaa !24
  %inc75 = add nuw i32 %x55.0265, 1
  %sub.1 = sub nuw i32 %inc75, %7
  %conv60.1 = zext i32 %sub.1 to i64
  %mul62.1 = mul nuw i64 %conv60.1, %conv6
  %add64.1 = add i64 %mul62.1, %idxprom
  %arrayidx65.1 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.1
  %24 = load i32, ptr %arrayidx65.1, align 4, !tbaa !24
  %idxprom66.1 = zext i32 %inc75 to i64
  %arrayidx67.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.1
  %25 = load i32, ptr %arrayidx67.1, align 4, !tbaa !24
  %conv68.1 = zext i32 %25 to i64
  %mul70.1 = mul nuw i64 %conv68.1, %conv6
  %add72.1 = add i64 %mul70.1, %idxprom
  %arrayidx73.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.1
  store i32 %24, ptr %arrayidx73.1, align 4, !tbaa !24
  %inc75.1 = add nuw i32 %x55.0265, 2
  %sub.2 = sub nuw i32 %inc75.1, %7
  %conv60.2 = zext i32 %sub.2 to i64
  %mul62.2 = mul nuw i64 %conv60.2, %conv6
  %add64.2 = add i64 %mul62.2, %idxprom
  %arrayidx65.2 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.2
  %26 = load i32, ptr %arrayidx65.2, align 4, !tbaa !24
  %idxprom66.2 = zext i32 %inc75.1 to i64
  %arrayidx67.2 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.2
  %27 = load i32, ptr %arrayidx67.2, align 4, !tbaa !24
  %conv68.2 = zext i32 %27 to i64
  %mul70.2 = mul nuw i64 %conv68.2, %conv6
  %add72.2 = add i64 %mul70.2, %idxprom
  %arrayidx73.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.2
  store i32 %26, ptr %arrayidx73.2, align 4, !tbaa !24
  %inc75.2 = add nuw i32 %x55.0265, 3
  %sub.3 = sub nuw i32 %inc75.2, %7
  %conv60.3 = zext i32 %sub.3 to i64
  %mul62.3 = mul nuw i64 %conv60.3, %conv6
  %add64.3 = add i64 %mul62.3, %idxprom
  %arrayidx65.3 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.3
  %28 = load i32, ptr %arrayidx65.3, align 4, !tbaa !24
  %idxprom66.3 = zext i32 %inc75.2 to i64
  %arrayidx67.3 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.3
  %29 = load i32, ptr %arrayidx67.3, align 4, !tbaa !24
  %conv68.3 = zext i32 %29 to i64
  %mul70.3 = mul nuw i64 %conv68.3, %conv6
  %add72.3 = add i64 %mul70.3, %idxprom
  %arrayidx73.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.3
  store i32 %28, ptr %arrayidx73.3, align 4, !tbaa !24
  %inc75.3 = add nuw i32 %x55.0265, 4
  %exitcond274.not.3 = icmp eq i32 %inc75.3, %8
  br i1 %exitcond274.not.3, label %for.cond.cleanup58, label %for.body59, !llvm.loop !86

if.then78:                                        ; preds = %for.cond.cleanup58
  %conv79 = zext i32 %9 to i64
  %mul81 = mul nuw i64 %conv79, %conv6
  %add83 = add i64 %mul81, %idxprom
  %arrayidx84 = getelementptr inbounds i32, ptr %add.ptr, i64 %add83
  %30 = load i32, ptr %arrayidx84, align 4, !tbaa !24
  %mul87 = mul nuw i64 %conv14, %conv6
  %add89 = add i64 %mul87, %idxprom
  %arrayidx90 = getelementptr inbounds i32, ptr %leadval, i64 %add89
  store i32 %30, ptr %arrayidx90, align 4, !tbaa !24
  %inc91 = add i32 %9, 1
  br label %if.end92

if.end92:                                         ; preds = %if.then78, %for.cond.cleanup58
  %c77.0 = phi i32 [ %inc91, %if.then78 ], [ %9, %for.cond.cleanup58 ]
  %cmp94269 = icmp ult i32 %c77.0, %ncols
  br i1 %cmp94269, label %for.body95, label %cleanup156

for.body95:                                       ; preds = %if.end92, %cleanup152
  %c77.1270 = phi i32 [ %inc154, %cleanup152 ], [ %c77.0, %if.end92 ]
  %conv96 = zext i32 %c77.1270 to i64
  %mul98 = mul nuw i64 %conv96, %conv6
  %add100 = add i64 %mul98, %idxprom
  %arrayidx101 = getelementptr inbounds i32, ptr %add.ptr, i64 %add100
  %31 = load i32, ptr %arrayidx101, align 4, !tbaa !24
  %cmp102 = icmp eq i32 %31, 0
  br i1 %cmp102, label %cleanup152, label %if.end104

if.end104:                                        ; preds = %for.body95
  %arrayidx106 = getelementptr inbounds i32, ptr %pivot_of_column, i64 %conv96
  %32 = load i32, ptr %arrayidx106, align 4, !tbaa !24
  %cmp107 = icmp eq i32 %32, -1
  br i1 %cmp107, label %if.then108, label %if.end113

if.then108:                                       ; preds = %if.end104
  %arrayidx110 = getelementptr inbounds i32, ptr %np_index, i64 %conv96
  %33 = load i32, ptr %arrayidx110, align 4, !tbaa !24
  %idxprom111 = sext i32 %33 to i64
  %arrayidx112 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom111
  store i32 %31, ptr %arrayidx112, align 4, !tbaa !24
  br label %cleanup152

if.end113:                                        ; preds = %if.end104
  %idxprom115 = zext i32 %32 to i64
  %arrayidx116 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom115
  %34 = load i32, ptr %arrayidx116, align 4, !tbaa !24
  %add117 = add nuw i32 %32, 1
  %idxprom118 = zext i32 %add117 to i64
  %arrayidx119 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom118
  %35 = load i32, ptr %arrayidx119, align 4, !tbaa !24
  %arrayidx121 = getelementptr inbounds i32, ptr %source, i64 %idxprom115
  %36 = load i32, ptr %arrayidx121, align 4, !tbaa !24
  %idxprom122 = zext i32 %36 to i64
  %arrayidx123 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom122
  %37 = load i64, ptr %arrayidx123, align 8, !tbaa !28
  %mul125 = mul i64 %37, %conv6
  %add.ptr126 = getelementptr inbounds i32, ptr %pool, i64 %mul125
  %x127.0266 = add i32 %34, 1
  %cmp130267 = icmp ult i32 %x127.0266, %35
  br i1 %cmp130267, label %for.body132.lr.ph, label %cleanup152

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
  %conv.i246 = and i64 %cond.i.i, 4294967295
  %38 = xor i32 %34, -1
  %39 = add i32 %35, %38
  %40 = add i32 %35, -2
  %xtraiter283 = and i32 %39, 1
  %lcmp.mod284.not = icmp eq i32 %xtraiter283, 0
  br i1 %lcmp.mod284.not, label %for.body132.prol.loopexit, label %for.body132.prol

for.body132.prol:                                 ; preds = %for.body132.lr.ph
  %idxprom133.prol = zext i32 %x127.0266 to i64
  %arrayidx134.prol = getelementptr inbounds i32, ptr %cols, i64 %idxprom133.prol
  %41 = load i32, ptr %arrayidx134.prol, align 4, !tbaa !24
  %conv135.prol = zext i32 %41 to i64
  %mul137.prol = mul nuw i64 %conv135.prol, %conv6
  %add.ptr139.prol = getelementptr i32, ptr %add.ptr138277, i64 %mul137.prol
  %42 = load i32, ptr %add.ptr139.prol, align 4, !tbaa !24
  %arrayidx146.prol = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.prol
  %43 = load i32, ptr %arrayidx146.prol, align 4, !tbaa !24
  %conv1.i247.prol = zext i32 %43 to i64
  %mul.i248.prol = mul nuw i64 %conv.i246, %conv1.i247.prol
  %conv.i.i249.prol = trunc i64 %mul.i248.prol to i32
  %mul.i.i250.prol = mul i32 %q.sroa.6.0.copyload, %conv.i.i249.prol
  %conv1.i.i251.prol = zext i32 %mul.i.i250.prol to i64
  %mul3.i.i253.prol = mul nuw i64 %conv1.i.i251.prol, %conv2.i.i
  %add.i.i254.prol = add i64 %mul3.i.i253.prol, %mul.i248.prol
  %shr.i.i255.prol = lshr i64 %add.i.i254.prol, 32
  %cmp.not.i.i256.prol = icmp ult i64 %shr.i.i255.prol, %conv2.i.i
  %sub.i.i257.prol = select i1 %cmp.not.i.i256.prol, i64 0, i64 %conv2.i.i
  %cond.i.i258.prol = sub nsw i64 %shr.i.i255.prol, %sub.i.i257.prol
  %conv8.i.i259.prol = trunc i64 %cond.i.i258.prol to i32
  %cmp.not.i.prol = icmp ult i32 %42, %conv8.i.i259.prol
  %add.i.prol = select i1 %cmp.not.i.prol, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.prol = sub i32 %42, %conv8.i.i259.prol
  %cond.i.prol = add i32 %a.pn.i.prol, %add.i.prol
  store i32 %cond.i.prol, ptr %add.ptr139.prol, align 4, !tbaa !24
  %x127.0.prol = add i32 %34, 2
  br label %for.body132.prol.loopexit

for.body132.prol.loopexit:                        ; preds = %for.body132.prol, %for.body132.lr.ph
  %x127.0268.unr = phi i32 [ %x127.0266, %for.body132.lr.ph ], [ %x127.0.prol, %for.body132.prol ]
  %44 = icmp eq i32 %40, %34
  br i1 %44, label %cleanup152, label %for.body132

for.body132:                                      ; preds = %for.body132.prol.loopexit, %for.body132
  %x127.0268 = phi i32 [ %x127.0.1, %for.body132 ], [ %x127.0268.unr, %for.body132.prol.loopexit ]
  %idxprom133 = zext i32 %x127.0268 to i64
  %arrayidx134 = getelementptr inbounds i32, ptr %cols, i64 %idxprom133
  %45 = load i32, ptr %arrayidx134, align 4, !tbaa !24
  %conv135 = zext i32 %45 to i64
  %mul137 = mul nuw i64 %conv135, %conv6
  %add.ptr139 = getelementptr i32, ptr %add.ptr138277, i64 %mul137
  %46 = load i32, ptr %add.ptr139, align 4, !tbaa !24
  %sub140 = sub i32 %x127.0268, %34
  %conv141 = zext i32 %sub140 to i64
  %mul143 = mul nuw i64 %conv141, %conv6
  %add145 = add i64 %mul143, %idxprom
  %arrayidx146 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145
  %47 = load i32, ptr %arrayidx146, align 4, !tbaa !24
  %conv1.i247 = zext i32 %47 to i64
  %mul.i248 = mul nuw i64 %conv.i246, %conv1.i247
  %conv.i.i249 = trunc i64 %mul.i248 to i32
  %mul.i.i250 = mul i32 %q.sroa.6.0.copyload, %conv.i.i249
  %conv1.i.i251 = zext i32 %mul.i.i250 to i64
  %mul3.i.i253 = mul nuw i64 %conv1.i.i251, %conv2.i.i
  %add.i.i254 = add i64 %mul3.i.i253, %mul.i248
  %shr.i.i255 = lshr i64 %add.i.i254, 32
  %cmp.not.i.i256 = icmp ult i64 %shr.i.i255, %conv2.i.i
  %sub.i.i257 = select i1 %cmp.not.i.i256, i64 0, i64 %conv2.i.i
  %cond.i.i258 = sub nsw i64 %shr.i.i255, %sub.i.i257
  %conv8.i.i259 = trunc i64 %cond.i.i258 to i32
  %cmp.not.i = icmp ult i32 %46, %conv8.i.i259
  %add.i = select i1 %cmp.not.i, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %46, %conv8.i.i259
  %cond.i = add i32 %a.pn.i, %add.i
  store i32 %cond.i, ptr %add.ptr139, align 4, !tbaa !24
  %x127.0 = add i32 %x127.0268, 1
  %idxprom133.1 = zext i32 %x127.0 to i64
  %arrayidx134.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom133.1
  %48 = load i32, ptr %arrayidx134.1, align 4, !tbaa !24
  %conv135.1 = zext i32 %48 to i64
  %mul137.1 = mul nuw i64 %conv135.1, %conv6
  %add.ptr139.1 = getelementptr i32, ptr %add.ptr138277, i64 %mul137.1
  %49 = load i32, ptr %add.ptr139.1, align 4, !tbaa !24
  %sub140.1 = sub i32 %x127.0, %34
  %conv141.1 = zext i32 %sub140.1 to i64
  %mul143.1 = mul nuw i64 %conv141.1, %conv6
  %add145.1 = add i64 %mul143.1, %idxprom
  %arrayidx146.1 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.1
  %50 = load i32, ptr %arrayidx146.1, align 4, !tbaa !24
  %conv1.i247.1 = zext i32 %50 to i64
  %mul.i248.1 = mul nuw i64 %conv.i246, %conv1.i247.1
  %conv.i.i249.1 = trunc i64 %mul.i248.1 to i32
  %mul.i.i250.1 = mul i32 %q.sroa.6.0.copyload, %conv.i.i249.1
  %conv1.i.i251.1 = zext i32 %mul.i.i250.1 to i64
  %mul3.i.i253.1 = mul nuw i64 %conv1.i.i251.1, %conv2.i.i
  %add.i.i254.1 = add i64 %mul3.i.i253.1, %mul.i248.1
  %shr.i.i255.1 = lshr i64 %add.i.i254.1, 32
  %cmp.not.i.i256.1 = icmp ult i64 %shr.i.i255.1, %conv2.i.i
  %sub.i.i257.1 = select i1 %cmp.not.i.i256.1, i64 0, i64 %conv2.i.i
  %cond.i.i258.1 = sub nsw i64 %shr.i.i255.1, %sub.i.i257.1
  %conv8.i.i259.1 = trunc i64 %cond.i.i258.1 to i32
  %cmp.not.i.1 = icmp ult i32 %49, %conv8.i.i259.1
  %add.i.1 = select i1 %cmp.not.i.1, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i.1 = sub i32 %49, %conv8.i.i259.1
  %cond.i.1 = add i32 %a.pn.i.1, %add.i.1
  store i32 %cond.i.1, ptr %add.ptr139.1, align 4, !tbaa !24
  %x127.0.1 = add i32 %x127.0268, 2
  %exitcond275.not.1 = icmp eq i32 %x127.0.1, %35
  br i1 %exitcond275.not.1, label %cleanup152, label %for.body132, !llvm.loop !87

cleanup152:                                       ; preds = %for.body132.prol.loopexit, %for.body132, %if.end113, %if.then108, %for.body95
  %inc154 = add nuw i32 %c77.1270, 1
  %exitcond276.not = icmp eq i32 %inc154, %ncols
  br i1 %exitcond276.not, label %cleanup156, label %for.body95, !llvm.loop !88

cleanup156:                                       ; preds = %cleanup152, %if.end92, %for.cond.cleanup21
  %add164 = add i32 %r.0272, %4
  %cmp9 = icmp ult i32 %add164, %nrows_todo
  br i1 %cmp9, label %for.body, label %cleanup167, !llvm.loop !89

cleanup167:                                       ; preds = %cleanup156, %if.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_replay_echelon(i32 noundef %nrows_todo, i32 noundef %nnp, ptr nocapture noundef readonly %primes, ptr nocapture noundef %dense) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !23
  %q.sroa.9.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.9.0.copyload = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx, align 4, !tbaa.struct !30
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
  %q.sroa.13.0.copyload = load i32, ptr %q.sroa.13.0.arrayidx.sroa_idx, align 8, !tbaa.struct !32
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
  %3 = load i32, ptr %arrayidx16, align 4, !tbaa !24
  %cmp17.not = icmp eq i32 %3, 0
  br i1 %cmp17.not, label %for.inc, label %cleanup

for.inc:                                          ; preds = %for.body14
  %add = add i32 %j.0238, %2
  %cmp12 = icmp ult i32 %add, %nnp
  br i1 %cmp12, label %for.body14, label %cleanup, !llvm.loop !90

cleanup:                                          ; preds = %for.inc, %for.body14, %for.body
  %best.0 = phi i32 [ %nnp, %for.body ], [ %nnp, %for.inc ], [ %j.0238, %for.body14 ]
  store i32 %best.0, ptr %arrayidx19, align 4, !tbaa !24
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp21.not241, label %for.cond.cleanup22, label %for.body23

for.cond.cleanup22:                               ; preds = %if.end37, %cleanup
  %4 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), align 4, !tbaa !24
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
  %5 = load i32, ptr %arrayidx27, align 4, !tbaa !24
  %6 = load i32, ptr %arrayidx19, align 4, !tbaa !24
  %cmp30 = icmp ult i32 %5, %6
  br i1 %cmp30, label %if.then31, label %if.end37

if.then31:                                        ; preds = %land.lhs.true
  store i32 %5, ptr %arrayidx19, align 4, !tbaa !24
  br label %if.end37

if.end37:                                         ; preds = %if.then31, %land.lhs.true, %for.body23
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp21.not = icmp ult i32 %s.0242.in, 4
  br i1 %cmp21.not, label %for.cond.cleanup22, label %for.body23, !llvm.loop !91

if.end44:                                         ; preds = %for.cond.cleanup22
  br i1 %cmp45, label %if.then46, label %if.end51

if.then46:                                        ; preds = %if.end44
  %idxprom47 = zext i32 %4 to i64
  %arrayidx48 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom47
  %7 = load i32, ptr %arrayidx48, align 4, !tbaa !24
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
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !37

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
  store i32 %conv8.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !24
  br label %if.end51

if.end51:                                         ; preds = %_ZL11inverse_modjj.exit, %if.end44
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add53 = add i32 %4, %1
  %cmp55243 = icmp ult i32 %add53, %nnp
  br i1 %cmp55243, label %for.body57.lr.ph, label %for.cond.cleanup56

for.body57.lr.ph:                                 ; preds = %if.end51
  %8 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !24
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
  %9 = load i32, ptr %arrayidx59, align 4, !tbaa !24
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
  store i32 %conv8.i.i200, ptr %arrayidx59, align 4, !tbaa !24
  %add64 = add i32 %j52.0244, %2
  %cmp55 = icmp ult i32 %add64, %nnp
  br i1 %cmp55, label %for.body57, label %for.cond.cleanup56, !llvm.loop !92

for.cond.cleanup71:                               ; preds = %cleanup108, %for.cond.cleanup56
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup114

for.body72:                                       ; preds = %for.body72.lr.ph, %cleanup108
  %i.0248 = phi i32 [ %add68, %for.body72.lr.ph ], [ %add111, %cleanup108 ]
  %conv73 = zext i32 %i.0248 to i64
  %mul75 = mul nuw i64 %conv73, %conv2
  %add.ptr76 = getelementptr inbounds i32, ptr %add.ptr, i64 %mul75
  %arrayidx78 = getelementptr inbounds i32, ptr %add.ptr76, i64 %idxprom77
  %10 = load i32, ptr %arrayidx78, align 4, !tbaa !24
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
  %11 = load i32, ptr %arrayidx91, align 4, !tbaa !24
  %arrayidx93 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom90
  %12 = load i32, ptr %arrayidx93, align 4, !tbaa !24
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
  store i32 %cond.i234, ptr %arrayidx91, align 4, !tbaa !24
  %add100 = add i32 %j83.0246, 32
  %cmp87 = icmp ult i32 %add100, %nnp
  br i1 %cmp87, label %for.body89, label %for.cond.cleanup88, !llvm.loop !93

if.then104:                                       ; preds = %for.cond.cleanup88
  store i32 0, ptr %arrayidx78, align 4, !tbaa !24
  br label %cleanup108

cleanup108:                                       ; preds = %for.cond.cleanup88, %if.then104, %for.body72
  %add111 = add i32 %i.0248, %shr6
  %cmp70 = icmp ult i32 %add111, %nrows_todo
  br i1 %cmp70, label %for.body72, label %for.cond.cleanup71, !llvm.loop !94

cleanup114:                                       ; preds = %for.cond.cleanup22.cleanup114_crit_edge, %for.cond.cleanup71
  %inc.pre-phi = phi i32 [ %.pre, %for.cond.cleanup22.cleanup114_crit_edge ], [ %add67, %for.cond.cleanup71 ]
  %exitcond.not = icmp eq i32 %inc.pre-phi, %nrows_todo
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !95
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
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !23
  %q.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.7.0.copyload = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx, align 4, !tbaa.struct !30
  %q.sroa.10.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.10.0.copyload = load i32, ptr %q.sroa.10.0.arrayidx.sroa_idx, align 8, !tbaa.struct !32
  %conv5 = zext i32 %nrows_todo to i64
  %mul6 = mul nuw i64 %idxprom, %conv5
  %conv7 = zext i32 %3 to i64
  %add8 = add nuw i64 %mul6, %conv7
  %conv9 = zext i32 %nnp to i64
  %mul10 = mul i64 %add8, %conv9
  %add.ptr = getelementptr inbounds i32, ptr %dense, i64 %mul10
  %arrayidx12 = getelementptr inbounds i32, ptr %out_begin, i64 %conv7
  %4 = load i32, ptr %arrayidx12, align 4, !tbaa !24
  %add13 = add nuw i32 %3, 1
  %idxprom14 = zext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr %out_begin, i64 %idxprom14
  %5 = load i32, ptr %arrayidx15, align 4, !tbaa !24
  %add16 = add i32 %3, %out_pool
  %idxprom17 = zext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom17
  %6 = load i64, ptr %arrayidx18, align 8, !tbaa !28
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
  store i32 0, ptr %arrayidx28.epil, align 4, !tbaa !24
  %inc.epil = add nuw i32 %k.0249.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !96

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
  store i32 0, ptr %arrayidx28, align 4, !tbaa !24
  %inc = or i32 %k.0249, 1
  %conv23.1 = zext i32 %inc to i64
  %mul25.1 = mul nuw i64 %conv23.1, %conv19
  %add27.1 = add i64 %mul25.1, %idxprom
  %arrayidx28.1 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.1
  store i32 0, ptr %arrayidx28.1, align 4, !tbaa !24
  %inc.1 = or i32 %k.0249, 2
  %conv23.2 = zext i32 %inc.1 to i64
  %mul25.2 = mul nuw i64 %conv23.2, %conv19
  %add27.2 = add i64 %mul25.2, %idxprom
  %arrayidx28.2 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.2
  store i32 0, ptr %arrayidx28.2, align 4, !tbaa !24
  %inc.2 = or i32 %k.0249, 3
  %conv23.3 = zext i32 %inc.2 to i64
  %mul25.3 = mul nuw i64 %conv23.3, %conv19
  %add27.3 = add i64 %mul25.3, %idxprom
  %arrayidx28.3 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.3
  store i32 0, ptr %arrayidx28.3, align 4, !tbaa !24
  %inc.3 = or i32 %k.0249, 4
  %conv23.4 = zext i32 %inc.3 to i64
  %mul25.4 = mul nuw i64 %conv23.4, %conv19
  %add27.4 = add i64 %mul25.4, %idxprom
  %arrayidx28.4 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.4
  store i32 0, ptr %arrayidx28.4, align 4, !tbaa !24
  %inc.4 = or i32 %k.0249, 5
  %conv23.5 = zext i32 %inc.4 to i64
  %mul25.5 = mul nuw i64 %conv23.5, %conv19
  %add27.5 = add i64 %mul25.5, %idxprom
  %arrayidx28.5 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.5
  store i32 0, ptr %arrayidx28.5, align 4, !tbaa !24
  %inc.5 = or i32 %k.0249, 6
  %conv23.6 = zext i32 %inc.5 to i64
  %mul25.6 = mul nuw i64 %conv23.6, %conv19
  %add27.6 = add i64 %mul25.6, %idxprom
  %arrayidx28.6 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.6
  store i32 0, ptr %arrayidx28.6, align 4, !tbaa !24
  %inc.6 = or i32 %k.0249, 7
  %conv23.7 = zext i32 %inc.6 to i64
  %mul25.7 = mul nuw i64 %conv23.7, %conv19
  %add27.7 = add i64 %mul25.7, %idxprom
  %arrayidx28.7 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.7
  store i32 0, ptr %arrayidx28.7, align 4, !tbaa !24
  %inc.7 = add nuw i32 %k.0249, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !97

if.then31:                                        ; preds = %for.cond.cleanup
  %mul34 = mul nuw i64 %conv19, %conv7
  %add36 = add i64 %mul34, %idxprom
  %arrayidx37 = getelementptr inbounds i32, ptr %leadval, i64 %add36
  %10 = load i32, ptr %arrayidx37, align 4, !tbaa !24
  %arrayidx39 = getelementptr inbounds i32, ptr %first_col, i64 %conv7
  %11 = load i32, ptr %arrayidx39, align 4, !tbaa !24
  %cmp40 = icmp eq i32 %10, 0
  br i1 %cmp40, label %if.then51, label %lor.lhs.false41

lor.lhs.false41:                                  ; preds = %if.then31
  %arrayidx43 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %12 = load i32, ptr %arrayidx43, align 4, !tbaa !24
  %cmp44.not = icmp ne i32 %11, %12
  %or.cond213 = select i1 %cmp44.not, i1 true, i1 %cmp22248.not
  br i1 %or.cond213, label %if.then51, label %lor.lhs.false47

lor.lhs.false47:                                  ; preds = %lor.lhs.false41
  %idxprom48 = zext i32 %4 to i64
  %arrayidx49 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom48
  %13 = load i32, ptr %arrayidx49, align 4, !tbaa !24
  %cmp50.not = icmp eq i32 %13, %11
  br i1 %cmp50.not, label %while.body.i, label %if.then51

if.then51:                                        ; preds = %lor.lhs.false47, %lor.lhs.false41, %if.then31
  %arrayidx53 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx53, align 4, !tbaa !24
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
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !37

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
  store i32 1, ptr %arrayidx63, align 4, !tbaa !24
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
  %14 = load i32, ptr %arrayidx68, align 4, !tbaa !24
  %cmp69 = icmp eq i32 %14, 0
  br i1 %cmp69, label %while.body, label %while.end

while.body:                                       ; preds = %land.rhs
  %inc70 = add nuw i32 %x.0251, 1
  %exitcond261.not = icmp eq i32 %inc70, %nnp
  br i1 %exitcond261.not, label %cond.end, label %land.rhs, !llvm.loop !98

while.end:                                        ; preds = %land.rhs
  %arrayidx73 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom67
  %15 = load i32, ptr %arrayidx73, align 4, !tbaa !24
  br label %cond.end

cond.end:                                         ; preds = %while.body, %while.cond.preheader, %while.end
  %x.0247 = phi i32 [ %x.0251, %while.end ], [ 0, %while.cond.preheader ], [ %nnp, %while.body ]
  %cond = phi i32 [ %15, %while.end ], [ -1, %while.cond.preheader ], [ -1, %while.body ]
  %arrayidx75 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %16 = load i32, ptr %arrayidx75, align 4, !tbaa !24
  %cmp76.not = icmp eq i32 %cond, %16
  br i1 %cmp76.not, label %if.end84, label %if.then77

if.then77:                                        ; preds = %cond.end
  %arrayidx79 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx79, align 4, !tbaa !24
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
  %17 = load i32, ptr %arrayidx89, align 4, !tbaa !24
  %cmp90 = icmp eq i32 %17, 0
  br i1 %cmp90, label %cleanup123, label %if.end92

if.end92:                                         ; preds = %for.body87
  %arrayidx94 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom88
  %18 = load i32, ptr %arrayidx94, align 4, !tbaa !24
  %cmp96252 = icmp ult i32 %k29.2258, %5
  br i1 %cmp96252, label %land.rhs97, label %while.end104

land.rhs97:                                       ; preds = %if.end92, %while.body102
  %k29.3253 = phi i32 [ %inc103, %while.body102 ], [ %k29.2258, %if.end92 ]
  %idxprom98 = zext i32 %k29.3253 to i64
  %arrayidx99 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom98
  %19 = load i32, ptr %arrayidx99, align 4, !tbaa !24
  %cmp100 = icmp ult i32 %19, %18
  br i1 %cmp100, label %while.body102, label %while.end104

while.body102:                                    ; preds = %land.rhs97
  %inc103 = add i32 %k29.3253, 1
  %exitcond262.not = icmp eq i32 %inc103, %5
  br i1 %exitcond262.not, label %while.end104, label %land.rhs97, !llvm.loop !99

while.end104:                                     ; preds = %land.rhs97, %while.body102, %if.end92
  %k29.3.lcssa = phi i32 [ %k29.2258, %if.end92 ], [ %k29.3253, %land.rhs97 ], [ %5, %while.body102 ]
  %cmp105 = icmp eq i32 %k29.3.lcssa, %5
  br i1 %cmp105, label %if.then110, label %lor.lhs.false106

lor.lhs.false106:                                 ; preds = %while.end104
  %idxprom107 = zext i32 %k29.3.lcssa to i64
  %arrayidx108 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom107
  %20 = load i32, ptr %arrayidx108, align 4, !tbaa !24
  %cmp109.not = icmp eq i32 %20, %18
  br i1 %cmp109.not, label %if.end113, label %if.then110

if.then110:                                       ; preds = %lor.lhs.false106, %while.end104
  store i32 1, ptr %arrayidx112, align 4, !tbaa !24
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
  store i32 %conv8.i.i244, ptr %arrayidx121, align 4, !tbaa !24
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
  br i1 %exitcond263.not, label %cleanup137, label %for.body87, !llvm.loop !100

cleanup137:                                       ; preds = %for.inc126, %cleanup123, %if.end84, %cleanup, %if.then77, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #6

; Function Attrs: convergent inaccessiblememonly nocallback nounwind
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #8

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #6

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.umax.i32(i32, i32) #9

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #1 = { argmemonly mustprogress nofree norecurse nosync nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #2 = { argmemonly nocallback nofree nounwind readonly }
attributes #3 = { nocallback nofree nosync nounwind readnone }
attributes #4 = { argmemonly nocallback nounwind writeonly }
attributes #5 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_86" "target-features"="+ptx75,+sm_86" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { convergent inaccessiblememonly nocallback nounwind }
attributes #8 = { convergent nocallback nounwind }
attributes #9 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17}
!llvm.module.flags = !{!19, !20, !21}

!0 = !{ptr @gb_rref_block_barrett, !"kernel", i32 1}
!1 = !{ptr @gb_rref_block_montgomery, !"kernel", i32 1}
!2 = !{ptr @gb_pivot_step_barrett, !"kernel", i32 1}
!3 = !{ptr @gb_pivot_step_montgomery, !"kernel", i32 1}
!4 = !{ptr @gb_eliminate_step_barrett, !"kernel", i32 1}
!5 = !{ptr @gb_eliminate_step_montgomery, !"kernel", i32 1}
!6 = !{ptr @gb_panel_factor, !"kernel", i32 1}
!7 = !{ptr @gb_panel_w, !"kernel", i32 1}
!8 = !{ptr @gb_panel_update, !"kernel", i32 1}
!9 = !{ptr @gb_panel_update, !"maxntidx", i32 256}
!10 = !{ptr @gb_panel_update, !"minctasm", i32 4}
!11 = !{ptr @gb_panel_update_mma, !"kernel", i32 1}
!12 = !{ptr @gb_panel_update_mma, !"maxntidx", i32 256}
!13 = !{ptr @gb_panel_update_mma, !"minctasm", i32 4}
!14 = !{ptr @gb_panel_gather, !"kernel", i32 1}
!15 = !{ptr @gb_replay_reduce, !"kernel", i32 1}
!16 = !{ptr @gb_replay_echelon, !"kernel", i32 1}
!17 = !{ptr @gb_replay_gather, !"kernel", i32 1}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!21 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{i64 0, i64 4, !24, i64 4, i64 4, !24, i64 8, i64 4, !24, i64 12, i64 4, !24, i64 16, i64 8, !28}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !{!29, !29, i64 0}
!29 = !{!"long long", !26, i64 0}
!30 = !{i64 0, i64 4, !24, i64 4, i64 4, !24, i64 8, i64 4, !24, i64 12, i64 8, !28}
!31 = !{i64 0, i64 8, !28}
!32 = !{i64 0, i64 4, !24, i64 4, i64 4, !24, i64 8, i64 8, !28}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.mustprogress"}
!35 = distinct !{!35, !34}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !34}
!38 = distinct !{!38, !34}
!39 = distinct !{!39, !34}
!40 = distinct !{!40, !34}
!41 = distinct !{!41, !34}
!42 = distinct !{!42, !34}
!43 = distinct !{!43, !34}
!44 = distinct !{!44, !34}
!45 = !{!46, !25, i64 0}
!46 = !{!"_ZTS9StepState", !25, i64 0, !25, i64 4}
!47 = !{!46, !25, i64 4}
!48 = distinct !{!48, !34}
!49 = distinct !{!49, !34}
!50 = distinct !{!50, !34}
!51 = distinct !{!51, !34}
!52 = !{!53, !25, i64 0}
!53 = !{!"_ZTS10PanelState", !25, i64 0, !25, i64 4, !26, i64 8, !26, i64 72, !26, i64 136, !25, i64 200, !26, i64 204}
!54 = !{!53, !25, i64 200}
!55 = distinct !{!55, !34}
!56 = distinct !{!56, !34}
!57 = distinct !{!57, !58}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = distinct !{!59, !34}
!60 = distinct !{!60, !58}
!61 = distinct !{!61, !58}
!62 = distinct !{!62, !34}
!63 = distinct !{!63, !34}
!64 = distinct !{!64, !34}
!65 = distinct !{!65, !34}
!66 = distinct !{!66, !34}
!67 = !{!53, !25, i64 4}
!68 = distinct !{!68, !34}
!69 = distinct !{!69, !34}
!70 = distinct !{!70, !34}
!71 = distinct !{!71, !34}
!72 = distinct !{!72, !34}
!73 = distinct !{!73, !34, !74}
!74 = !{!"llvm.loop.unroll.count", i32 1}
!75 = !{!26, !26, i64 0}
!76 = distinct !{!76, !34}
!77 = distinct !{!77, !34}
!78 = distinct !{!78, !34}
!79 = distinct !{!79, !34}
!80 = distinct !{!80, !34}
!81 = distinct !{!81, !58}
!82 = distinct !{!82, !34}
!83 = distinct !{!83, !58}
!84 = distinct !{!84, !58}
!85 = distinct !{!85, !34}
!86 = distinct !{!86, !34}
!87 = distinct !{!87, !34}
!88 = distinct !{!88, !34}
!89 = distinct !{!89, !34}
!90 = distinct !{!90, !34}
!91 = distinct !{!91, !34}
!92 = distinct !{!92, !34}
!93 = distinct !{!93, !34}
!94 = distinct !{!94, !34}
!95 = distinct !{!95, !34}
!96 = distinct !{!96, !58}
!97 = distinct !{!97, !34}
!98 = distinct !{!98, !34}
!99 = distinct !{!99, !34}
!100 = distinct !{!100, !34}
