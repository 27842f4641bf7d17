; ModuleID = 'modular_elimination.cu'
source_filename = "modular_elimination.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.GbPrime = type { i32, i32, i32, i32, i64 }
%struct.StepState = type { i32, i32 }
%struct.PanelState = type { i32, i32, [16 x i32], [16 x i32], [256 x i32] }

@_ZZ15gb_panel_factorE7scratch = internal unnamed_addr addrspace(3) global [32 x i32] undef, align 4
@_ZZ15gb_panel_factorE4prow.1 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.2 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.3 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.4 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.5 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.6 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.7 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.8 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.9 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.10 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.11 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.12 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.13 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.14 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4prow.15 = internal unnamed_addr addrspace(3) global i32 undef, align 4
@_ZZ15gb_panel_factorE4pinv = internal unnamed_addr addrspace(3) global [16 x i32] undef, align 4
@_ZZ15gb_panel_factorE3aug = internal unnamed_addr addrspace(3) global [16 x [32 x i32]] undef, align 4
@gb_panel_smem = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
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

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_rref_block_barrett(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef writeonly %rank) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom.i = zext i32 %0 to i64
  %arrayidx.i = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom.i
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !18
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !25
  %q.sroa.9131.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 16
  %q.sroa.9131.0.copyload.i = load i64, ptr %q.sroa.9131.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !26
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
  %q.sroa.8.0.copyload.i = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !27
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !19
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !28

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !19
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !19
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !19
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !19
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !30

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !19
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
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !19
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !19
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !19
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !19
  %add12.i121.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !31

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0138.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !19
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !32

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !19
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0138.i, %1
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI7BarrettEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !19
  %conv.i63.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !19
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
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !19
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !33

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
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !19
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
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !19
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !19
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
  store i32 %cond.i5.i.i, ptr %arrayidx32.i, align 4, !tbaa !19
  %add38.i = add i32 %j.0133.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !34

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !19
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0135.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !35

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0138.i, ptr %arrayidx56.i, align 4, !tbaa !19
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
  br i1 %17, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !36

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !19
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !18
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !25
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
  %q.sroa.11.0.copyload.i = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !27
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !19
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !28

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %for.body.i
  %best.0.i.i = phi i32 [ %n, %for.body.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !19
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !19
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !19
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !19
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !30

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E7scratch to ptr), align 4, !tbaa !19
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
  %8 = load i32, ptr %arrayidx.i120.i, align 4, !tbaa !19
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i119.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !19
  store i32 %9, ptr %arrayidx.i120.i, align 4, !tbaa !19
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !19
  %add12.i121.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i121.i, %m
  br i1 %cmp5.i.i, label %for.body.i122.i, label %if.end.i.i, !llvm.loop !31

if.end.i.i:                                       ; preds = %for.body.i122.i, %if.then.i.i, %if.end.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c.0163.i to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !19
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !32

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !19
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %c.0163.i, %1
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10rref_blockI10MontgomeryEvPjjjyyPK7GbPrimeS1_S1_E8inv_slot to ptr), align 4, !tbaa !19
  %conv.i63.i.i = zext i32 %11 to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !19
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
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !19
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !33

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
  %13 = load i32, ptr %arrayidx21.i, align 4, !tbaa !19
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
  %14 = load i32, ptr %arrayidx32.i, align 4, !tbaa !19
  %arrayidx34.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom31.i
  %15 = load i32, ptr %arrayidx34.i, align 4, !tbaa !19
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
  store i32 %cond.i.i155.i, ptr %arrayidx32.i, align 4, !tbaa !19
  %add38.i = add i32 %j.0158.i, 32
  %cmp28.i = icmp ult i32 %add38.i, %m
  br i1 %cmp28.i, label %for.body30.i, label %for.cond.cleanup29.i, !llvm.loop !37

if.then40.i:                                      ; preds = %for.cond.cleanup29.i
  store i32 0, ptr %arrayidx21.i, align 4, !tbaa !19
  br label %for.inc45.i

for.inc45.i:                                      ; preds = %if.then40.i, %for.cond.cleanup29.i, %if.end16.i, %for.body13.i
  %add46.i = add i32 %i.0160.i, %shr3.i
  %cmp11.i = icmp ult i32 %add46.i, %n
  br i1 %cmp11.i, label %for.body13.i, label %for.cond.cleanup12.i, !llvm.loop !38

if.then50.i:                                      ; preds = %for.cond.cleanup12.i
  %add55.i = add i64 %mul53.i, %conv.i115.i
  %arrayidx56.i = getelementptr inbounds i32, ptr %pivcols, i64 %add55.i
  store i32 %c.0163.i, ptr %arrayidx56.i, align 4, !tbaa !19
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
  br i1 %16, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !39

if.then66.i:                                      ; preds = %for.cond.cleanup.i
  %arrayidx68.i = getelementptr inbounds i32, ptr %rank, i64 %idxprom.i
  store i32 %r.0.lcssa.i, ptr %arrayidx68.i, align 4, !tbaa !19
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !18
  %q.sroa.5.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.5.0.copyload.i = load i32, ptr %q.sroa.5.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !25
  %q.sroa.7.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.7.0.copyload.i = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !27
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !40
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !19
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !28

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !19
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !19
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !19
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !19
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !30

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !19
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
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !42
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
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !19
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !19
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !19
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !19
  %add12.i95.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !31

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !19
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !32

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !19
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI7BarrettEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !19
  %conv.i63.i.i = zext i32 %11 to i64
  %conv2.i.i69.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !19
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
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !19
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !33

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
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !19
  br label %cond.end25.i

cond.end25.i:                                     ; preds = %cond.false19.i, %for.body.i
  %cond26.i = phi i32 [ %13, %cond.false19.i ], [ 0, %for.body.i ]
  %arrayidx28.i = getelementptr inbounds i32, ptr %add.ptr15.i, i64 %.pre.i
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !19
  %add29.i = add i32 %i.098.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !43

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !19
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !42
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !40
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx.i, align 8, !tbaa.struct !18
  %q.sroa.6.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 4
  %q.sroa.6.0.copyload.i = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx.i, align 4, !tbaa.struct !25
  %q.sroa.9.0.arrayidx.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx.i, i64 8
  %q.sroa.9.0.copyload.i = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx.i, align 8, !tbaa.struct !27
  %mul.i = mul i64 %idxprom.i, %stride
  %add.ptr.i = getelementptr inbounds i32, ptr %mats, i64 %mul.i
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %arrayidx4.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i
  %3 = load i32, ptr %arrayidx4.i, align 4, !tbaa !40
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
  %4 = load i32, ptr %arrayidx.i.i, align 4, !tbaa !19
  %cmp4.not.i.i = icmp eq i32 %4, 0
  br i1 %cmp4.not.i.i, label %for.inc.i.i, label %cleanup.i.i

for.inc.i.i:                                      ; preds = %for.body.i.i
  %add5.i.i = add i32 %i.055.i.i, %2
  %cmp.i.i = icmp ult i32 %add5.i.i, %n
  br i1 %cmp.i.i, label %for.body.i.i, label %cleanup.i.i, !llvm.loop !28

cleanup.i.i:                                      ; preds = %for.inc.i.i, %for.body.i.i, %cond.true.i
  %best.0.i.i = phi i32 [ %n, %cond.true.i ], [ %n, %for.inc.i.i ], [ %i.055.i.i, %for.body.i.i ]
  %idxprom.i.i = zext i32 %1 to i64
  %arrayidx6.i.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), i64 %idxprom.i.i
  store i32 %best.0.i.i, ptr %arrayidx6.i.i, align 4, !tbaa !19
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
  %5 = load i32, ptr %arrayidx14.i.i, align 4, !tbaa !19
  %6 = load i32, ptr %arrayidx6.i.i, align 4, !tbaa !19
  %cmp17.i.i = icmp ult i32 %5, %6
  br i1 %cmp17.i.i, label %if.then18.i.i, label %if.end24.i.i

if.then18.i.i:                                    ; preds = %land.lhs.true.i.i
  store i32 %5, ptr %arrayidx6.i.i, align 4, !tbaa !19
  br label %if.end24.i.i

if.end24.i.i:                                     ; preds = %if.then18.i.i, %land.lhs.true.i.i, %for.body10.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp8.not.i.i = icmp ult i32 %s.059.in.i.i, 4
  br i1 %cmp8.not.i.i, label %_ZL14find_pivot_rowPKjjyjjPj.exit.i, label %for.body10.i.i, !llvm.loop !30

_ZL14find_pivot_rowPKjjyjjPj.exit.i:              ; preds = %if.end24.i.i, %cleanup.i.i
  %7 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE7scratch to ptr), align 4, !tbaa !19
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
  store i32 -1, ptr %pivot_row.i, align 4, !tbaa !42
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
  %8 = load i32, ptr %arrayidx.i94.i, align 4, !tbaa !19
  %arrayidx7.i.i = getelementptr inbounds i32, ptr %add.ptr4.i.i, i64 %idxprom.i93.i
  %9 = load i32, ptr %arrayidx7.i.i, align 4, !tbaa !19
  store i32 %9, ptr %arrayidx.i94.i, align 4, !tbaa !19
  store i32 %8, ptr %arrayidx7.i.i, align 4, !tbaa !19
  %add12.i95.i = add i32 %j.078.i.i, %2
  %cmp5.i.i = icmp ult i32 %add12.i95.i, %m
  br i1 %cmp5.i.i, label %for.body.i96.i, label %if.end.i.i, !llvm.loop !31

if.end.i.i:                                       ; preds = %for.body.i96.i, %if.then.i.i, %if.end11.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp13.i.i = icmp eq i32 %1, 0
  br i1 %cmp13.i.i, label %if.then14.i.i, label %if.end19.i.i

if.then14.i.i:                                    ; preds = %if.end.i.i
  %idxprom15.i.i = zext i32 %c to i64
  %arrayidx16.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom15.i.i
  %10 = load i32, ptr %arrayidx16.i.i, align 4, !tbaa !19
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
  br i1 %cmp.not.i.i.i, label %_ZL11inverse_modjj.exit.i.i, label %while.body.i.i.i, !llvm.loop !32

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
  store i32 %conv8.i.i.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !19
  br label %if.end19.i.i

if.end19.i.i:                                     ; preds = %_ZL11inverse_modjj.exit.i.i, %if.end.i.i
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add21.i.i = add i32 %1, %c
  %cmp2379.i.i = icmp ult i32 %add21.i.i, %m
  br i1 %cmp2379.i.i, label %for.body25.lr.ph.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i

for.body25.lr.ph.i.i:                             ; preds = %if.end19.i.i
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZL10pivot_stepI10MontgomeryEvPjjjyyPK7GbPrimeP9StepStateS1_S1_jE8inv_slot to ptr), align 4, !tbaa !19
  %conv.i63.i.i = zext i32 %11 to i64
  %conv2.i.i69.i.i = zext i32 %q.sroa.0.0.copyload.i to i64
  br label %for.body25.i.i

for.body25.i.i:                                   ; preds = %for.body25.i.i, %for.body25.lr.ph.i.i
  %j20.080.i.i = phi i32 [ %add21.i.i, %for.body25.lr.ph.i.i ], [ %add32.i.i, %for.body25.i.i ]
  %idxprom26.i.i = zext i32 %j20.080.i.i to i64
  %arrayidx27.i.i = getelementptr inbounds i32, ptr %add.ptr.i.i, i64 %idxprom26.i.i
  %12 = load i32, ptr %arrayidx27.i.i, align 4, !tbaa !19
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
  store i32 %conv8.i.i76.i.i, ptr %arrayidx27.i.i, align 4, !tbaa !19
  %add32.i.i = add i32 %j20.080.i.i, %2
  %cmp23.i.i = icmp ult i32 %add32.i.i, %m
  br i1 %cmp23.i.i, label %for.body25.i.i, label %_ZL18swap_and_normalisePjjyjjjRK7GbPrimeS_.exit.i, !llvm.loop !33

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
  %13 = load i32, ptr %arrayidx23.i, align 4, !tbaa !19
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
  store i32 %cond26.i, ptr %arrayidx28.i, align 4, !tbaa !19
  %add29.i = add i32 %i.0114.i, %2
  %cmp16.i = icmp ult i32 %add29.i, %n
  br i1 %cmp16.i, label %for.body.i, label %for.cond.cleanup.i, !llvm.loop !44

if.then31.i:                                      ; preds = %for.cond.cleanup.i
  %conv33.i = zext i32 %m to i64
  %mul34.i = mul nuw i64 %conv33.i, %idxprom.i
  %add36.i = add i64 %mul34.i, %conv.i89.i
  %arrayidx37.i = getelementptr inbounds i32, ptr %pivcols, i64 %add36.i
  store i32 %c, ptr %arrayidx37.i, align 4, !tbaa !19
  %pivot_row40.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  store i32 %3, ptr %pivot_row40.i, align 4, !tbaa !42
  %add41.i = add i32 %3, 1
  store i32 %add41.i, ptr %arrayidx4.i, align 4, !tbaa !40
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
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !42
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !18
  %q.sroa.463.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 16
  %q.sroa.463.0.copyload.i = load i64, ptr %q.sroa.463.0.arrayidx9.sroa_idx.i, align 8, !tbaa.struct !26
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
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !19
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
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !19
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3366.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !19
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
  store i32 %cond.i5.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !19
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
  %13 = load i32, ptr %arrayidx27.i, align 4, !tbaa !19
  %cmp28.i = icmp eq i32 %13, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3366.i, i64 %mul32.i
  %14 = load i32, ptr %add.ptr34.i, align 4, !tbaa !19
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
  store i32 %cond.i5.i.i, ptr %add.ptr34.i, align 4, !tbaa !19
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.065.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %16 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !19
  %cmp28.i.1 = icmp eq i32 %16, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3366.i, i64 %mul32.i.1
  %17 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !19
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
  store i32 %cond.i5.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !19
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.065.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !45

_ZL14eliminate_stepI7BarrettEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: argmemonly mustprogress nofree norecurse nosync nounwind
define dso_local void @gb_eliminate_step_montgomery(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %state, ptr nocapture noundef readonly %colbuf, i32 noundef %c, i32 noundef %rows_per_block) local_unnamed_addr #1 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idxprom.i = zext i32 %0 to i64
  %pivot_row.i = getelementptr inbounds %struct.StepState, ptr %state, i64 %idxprom.i, i32 1
  %1 = load i32, ptr %pivot_row.i, align 4, !tbaa !42
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
  %q.sroa.0.0.copyload.i = load i32, ptr %arrayidx9.i, align 8, !tbaa.struct !18
  %q.sroa.4.0.arrayidx9.sroa_idx.i = getelementptr inbounds i8, ptr %arrayidx9.i, i64 4
  %q.sroa.4.0.copyload.i = load i32, ptr %q.sroa.4.0.arrayidx9.sroa_idx.i, align 4, !tbaa.struct !25
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
  %7 = load i32, ptr %arrayidx19.i, align 4, !tbaa !19
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
  %9 = load i32, ptr %arrayidx27.i.prol, align 4, !tbaa !19
  %cmp28.i.prol = icmp eq i32 %9, 0
  br i1 %cmp28.i.prol, label %cleanup.i.prol, label %if.end30.i.prol

if.end30.i.prol:                                  ; preds = %for.body.i.prol
  %mul32.i.prol = mul i64 %idxprom26.i.prol, %ld
  %add.ptr34.i.prol = getelementptr i32, ptr %add.ptr3365.i, i64 %mul32.i.prol
  %10 = load i32, ptr %add.ptr34.i.prol, align 4, !tbaa !19
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
  store i32 %cond.i.i.i.prol, ptr %add.ptr34.i.prol, align 4, !tbaa !19
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
  %12 = load i32, ptr %arrayidx27.i, align 4, !tbaa !19
  %cmp28.i = icmp eq i32 %12, 0
  br i1 %cmp28.i, label %cleanup.i, label %if.end30.i

if.end30.i:                                       ; preds = %for.body.i
  %mul32.i = mul i64 %idxprom26.i, %ld
  %add.ptr34.i = getelementptr i32, ptr %add.ptr3365.i, i64 %mul32.i
  %13 = load i32, ptr %add.ptr34.i, align 4, !tbaa !19
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
  store i32 %cond.i.i.i, ptr %add.ptr34.i, align 4, !tbaa !19
  br label %cleanup.i

cleanup.i:                                        ; preds = %if.end30.i, %for.body.i
  %inc.i = add nuw i32 %i.064.i, 1
  %idxprom26.i.1 = zext i32 %inc.i to i64
  %arrayidx27.i.1 = getelementptr inbounds i32, ptr %add.ptr14.i, i64 %idxprom26.i.1
  %14 = load i32, ptr %arrayidx27.i.1, align 4, !tbaa !19
  %cmp28.i.1 = icmp eq i32 %14, 0
  br i1 %cmp28.i.1, label %cleanup.i.1, label %if.end30.i.1

if.end30.i.1:                                     ; preds = %cleanup.i
  %mul32.i.1 = mul i64 %idxprom26.i.1, %ld
  %add.ptr34.i.1 = getelementptr i32, ptr %add.ptr3365.i, i64 %mul32.i.1
  %15 = load i32, ptr %add.ptr34.i.1, align 4, !tbaa !19
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
  store i32 %cond.i.i.i.1, ptr %add.ptr34.i.1, align 4, !tbaa !19
  br label %cleanup.i.1

cleanup.i.1:                                      ; preds = %if.end30.i.1, %cleanup.i
  %inc.i.1 = add nuw i32 %i.064.i, 2
  %exitcond.not.i.1 = icmp eq i32 %inc.i.1, %6
  br i1 %exitcond.not.i.1, label %_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit, label %for.body.i, !llvm.loop !46

_ZL14eliminate_stepI10MontgomeryEvPjjjyyPK7GbPrimePK9StepStatePKjjj.exit: ; preds = %for.body.i.prol.loopexit, %cleanup.i.1, %entry, %if.end.i, %if.end7.i
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_factor(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef %rowpiv, ptr nocapture noundef writeonly %pivrows, ptr nocapture noundef writeonly %pivcols, ptr nocapture noundef %cbuf, ptr nocapture noundef %pbuf, ptr nocapture noundef %states, i32 noundef %c0, i32 noundef %bw, i32 noundef %in_smem) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !18
  %q.sroa.11.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.11.0.copyload = load i32, ptr %q.sroa.11.0.arrayidx.sroa_idx, align 4, !tbaa.struct !25
  %q.sroa.15.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.15.0.copyload = load i32, ptr %q.sroa.15.0.arrayidx.sroa_idx, align 8, !tbaa.struct !27
  %q.sroa.17834.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %q.sroa.17834.0.copyload = load i64, ptr %q.sroa.17834.0.arrayidx.sroa_idx, align 8, !tbaa.struct !26
  %mul = mul i64 %idxprom, %stride
  %add.ptr = getelementptr inbounds i32, ptr %mats, i64 %mul
  %conv2 = zext i32 %n to i64
  %mul3 = mul nuw i64 %conv2, %idxprom
  %add.ptr4 = getelementptr inbounds i32, ptr %rowpiv, i64 %mul3
  %mul8 = shl i64 %mul3, 4
  %add.ptr9 = getelementptr inbounds i32, ptr %cbuf, i64 %mul8
  %tobool.not = icmp eq i32 %in_smem, 0
  %add.ptr14 = getelementptr inbounds i32, ptr %pbuf, i64 %mul8
  %cond = select i1 %tobool.not, ptr %add.ptr14, ptr addrspacecast (ptr addrspace(3) @gb_panel_smem to ptr)
  %add.ptr15 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %3 = load i32, ptr %add.ptr15, align 4, !tbaa !47
  %cmp836 = icmp ult i32 %1, %n
  br i1 %cmp836, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext21 = zext i32 %c0 to i64
  %cmp1.not.i = icmp eq i32 %bw, 0
  %cmp1.1.i = icmp ugt i32 %bw, 1
  %cmp1.2.i = icmp ugt i32 %bw, 2
  %cmp1.3.i = icmp ugt i32 %bw, 3
  %cmp1.4.i = icmp ugt i32 %bw, 4
  %cmp1.5.i = icmp ugt i32 %bw, 5
  %cmp1.6.i = icmp ugt i32 %bw, 6
  %cmp1.7.i = icmp ugt i32 %bw, 7
  %cmp1.8.i = icmp ugt i32 %bw, 8
  %cmp1.9.i = icmp ugt i32 %bw, 9
  %cmp1.10.i = icmp ugt i32 %bw, 10
  %cmp1.11.i = icmp ugt i32 %bw, 11
  %cmp1.12.i = icmp ugt i32 %bw, 12
  %cmp1.13.i = icmp ugt i32 %bw, 13
  %cmp1.14.i = icmp ugt i32 %bw, 14
  %cmp1.15.i = icmp ugt i32 %bw, 15
  %cmp27.not = icmp eq i32 %bw, 0
  %mul38.2 = shl nuw nsw i64 %conv2, 1
  %mul38.3 = mul nuw nsw i64 %conv2, 3
  %mul38.4 = shl nuw nsw i64 %conv2, 2
  %mul38.5 = mul nuw nsw i64 %conv2, 5
  %mul38.6 = mul nuw nsw i64 %conv2, 6
  %mul38.7 = mul nuw nsw i64 %conv2, 7
  %mul38.8 = shl nuw nsw i64 %conv2, 3
  %mul38.9 = mul nuw nsw i64 %conv2, 9
  %mul38.10 = mul nuw nsw i64 %conv2, 10
  %mul38.11 = mul nuw nsw i64 %conv2, 11
  %mul38.12 = mul nuw nsw i64 %conv2, 12
  %mul38.13 = mul nuw nsw i64 %conv2, 13
  %mul38.14 = mul nuw nsw i64 %conv2, 14
  %mul38.15 = mul nuw nsw i64 %conv2, 15
  %add.ptr20991 = getelementptr i32, ptr %add.ptr, i64 %idx.ext21
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.inc.15, %entry
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp46856.not = icmp eq i32 %bw, 0
  br i1 %cmp46856.not, label %for.cond.cleanup49, label %land.rhs.lr.ph

land.rhs.lr.ph:                                   ; preds = %for.cond.cleanup
  %mul111 = shl i32 %2, 1
  %shr.i = lshr i32 %2, 5
  %and.i = and i32 %1, 31
  %cmp.i = icmp eq i32 %and.i, 0
  %shr2.i = lshr i32 %1, 5
  %idxprom.i = zext i32 %shr2.i to i64
  %arrayidx.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom.i
  %cmp31.not.i = icmp ult i32 %2, 32
  %umax.i = tail call i32 @llvm.umax.i32(i32 %shr.i, i32 1)
  %cmp118 = icmp eq i32 %1, 0
  %conv4.i = zext i32 %q.sroa.0.0.copyload to i64
  %conv1.i = zext i32 %q.sroa.15.0.copyload to i64
  %conv200 = zext i32 %3 to i64
  %conv207 = zext i32 %m to i64
  %mul208 = mul nuw i64 %conv207, %idxprom
  %cmp128.1 = icmp ne i32 %bw, 1
  %cmp128.2 = icmp ugt i32 %bw, 2
  %mul132.2 = shl nuw nsw i64 %conv2, 1
  %cmp128.3 = icmp ugt i32 %bw, 3
  %mul132.3 = mul nuw nsw i64 %conv2, 3
  %cmp128.4 = icmp ugt i32 %bw, 4
  %mul132.4 = shl nuw nsw i64 %conv2, 2
  %cmp128.5 = icmp ugt i32 %bw, 5
  %mul132.5 = mul nuw nsw i64 %conv2, 5
  %cmp128.6 = icmp ugt i32 %bw, 6
  %mul132.6 = mul nuw nsw i64 %conv2, 6
  %cmp128.7 = icmp ugt i32 %bw, 7
  %mul132.7 = mul nuw nsw i64 %conv2, 7
  %cmp128.8 = icmp ugt i32 %bw, 8
  %mul132.8 = shl nuw nsw i64 %conv2, 3
  %cmp128.9 = icmp ugt i32 %bw, 9
  %mul132.9 = mul nuw nsw i64 %conv2, 9
  %cmp128.10 = icmp ugt i32 %bw, 10
  %mul132.10 = mul nuw nsw i64 %conv2, 10
  %cmp128.11 = icmp ugt i32 %bw, 11
  %mul132.11 = mul nuw nsw i64 %conv2, 11
  %cmp128.12 = icmp ugt i32 %bw, 12
  %mul132.12 = mul nuw nsw i64 %conv2, 12
  %cmp128.13 = icmp ugt i32 %bw, 13
  %mul132.13 = mul nuw nsw i64 %conv2, 13
  %cmp128.14 = icmp ugt i32 %bw, 14
  %mul132.14 = mul nuw nsw i64 %conv2, 14
  %cmp128.15 = icmp ugt i32 %bw, 15
  %mul132.15 = mul nuw nsw i64 %conv2, 15
  %mul184.2 = shl nuw nsw i64 %conv2, 1
  %mul184.3 = mul nuw nsw i64 %conv2, 3
  %mul184.4 = shl nuw nsw i64 %conv2, 2
  %mul184.5 = mul nuw nsw i64 %conv2, 5
  %mul184.6 = mul nuw nsw i64 %conv2, 6
  %mul184.7 = mul nuw nsw i64 %conv2, 7
  %mul184.8 = shl nuw nsw i64 %conv2, 3
  %mul184.9 = mul nuw nsw i64 %conv2, 9
  %mul184.10 = mul nuw nsw i64 %conv2, 10
  %mul184.11 = mul nuw nsw i64 %conv2, 11
  %mul184.12 = mul nuw nsw i64 %conv2, 12
  %mul184.13 = mul nuw nsw i64 %conv2, 13
  %mul184.14 = mul nuw nsw i64 %conv2, 14
  %mul184.15 = mul nuw nsw i64 %conv2, 15
  %cmp263.1 = icmp ne i32 %bw, 1
  %cmp263.2 = icmp ugt i32 %bw, 2
  %mul267.2 = shl nuw nsw i64 %conv2, 1
  %cmp263.3 = icmp ugt i32 %bw, 3
  %mul267.3 = mul nuw nsw i64 %conv2, 3
  %cmp263.4 = icmp ugt i32 %bw, 4
  %mul267.4 = shl nuw nsw i64 %conv2, 2
  %cmp263.5 = icmp ugt i32 %bw, 5
  %mul267.5 = mul nuw nsw i64 %conv2, 5
  %cmp263.6 = icmp ugt i32 %bw, 6
  %mul267.6 = mul nuw nsw i64 %conv2, 6
  %cmp263.7 = icmp ugt i32 %bw, 7
  %mul267.7 = mul nuw nsw i64 %conv2, 7
  %cmp263.8 = icmp ugt i32 %bw, 8
  %mul267.8 = shl nuw nsw i64 %conv2, 3
  %cmp263.9 = icmp ugt i32 %bw, 9
  %mul267.9 = mul nuw nsw i64 %conv2, 9
  %cmp263.10 = icmp ugt i32 %bw, 10
  %mul267.10 = mul nuw nsw i64 %conv2, 10
  %cmp263.11 = icmp ugt i32 %bw, 11
  %mul267.11 = mul nuw nsw i64 %conv2, 11
  %cmp263.12 = icmp ugt i32 %bw, 12
  %mul267.12 = mul nuw nsw i64 %conv2, 12
  %cmp263.13 = icmp ugt i32 %bw, 13
  %mul267.13 = mul nuw nsw i64 %conv2, 13
  %cmp263.14 = icmp ugt i32 %bw, 14
  %mul267.14 = mul nuw nsw i64 %conv2, 14
  %cmp263.15 = icmp ugt i32 %bw, 15
  %mul267.15 = mul nuw nsw i64 %conv2, 15
  %mul267.2.1 = shl nuw nsw i64 %conv2, 1
  %mul267.3.1 = mul nuw nsw i64 %conv2, 3
  %mul267.4.1 = shl nuw nsw i64 %conv2, 2
  %mul267.5.1 = mul nuw nsw i64 %conv2, 5
  %mul267.6.1 = mul nuw nsw i64 %conv2, 6
  %mul267.7.1 = mul nuw nsw i64 %conv2, 7
  %mul267.8.1 = shl nuw nsw i64 %conv2, 3
  %mul267.9.1 = mul nuw nsw i64 %conv2, 9
  %mul267.10.1 = mul nuw nsw i64 %conv2, 10
  %mul267.11.1 = mul nuw nsw i64 %conv2, 11
  %mul267.12.1 = mul nuw nsw i64 %conv2, 12
  %mul267.13.1 = mul nuw nsw i64 %conv2, 13
  %mul267.14.1 = mul nuw nsw i64 %conv2, 14
  %mul267.15.1 = mul nuw nsw i64 %conv2, 15
  %mul333.2 = shl nuw nsw i64 %conv2, 1
  %mul333.3 = mul nuw nsw i64 %conv2, 3
  %mul333.4 = shl nuw nsw i64 %conv2, 2
  %mul333.5 = mul nuw nsw i64 %conv2, 5
  %mul333.6 = mul nuw nsw i64 %conv2, 6
  %mul333.7 = mul nuw nsw i64 %conv2, 7
  %mul333.8 = shl nuw nsw i64 %conv2, 3
  %mul333.9 = mul nuw nsw i64 %conv2, 9
  %mul333.10 = mul nuw nsw i64 %conv2, 10
  %mul333.11 = mul nuw nsw i64 %conv2, 11
  %mul333.12 = mul nuw nsw i64 %conv2, 12
  %mul333.13 = mul nuw nsw i64 %conv2, 13
  %mul333.14 = mul nuw nsw i64 %conv2, 14
  %mul333.15 = mul nuw nsw i64 %conv2, 15
  %mul333.2.1 = shl nuw nsw i64 %conv2, 1
  %mul333.3.1 = mul nuw nsw i64 %conv2, 3
  %mul333.4.1 = shl nuw nsw i64 %conv2, 2
  %mul333.5.1 = mul nuw nsw i64 %conv2, 5
  %mul333.6.1 = mul nuw nsw i64 %conv2, 6
  %mul333.7.1 = mul nuw nsw i64 %conv2, 7
  %mul333.8.1 = shl nuw nsw i64 %conv2, 3
  %mul333.9.1 = mul nuw nsw i64 %conv2, 9
  %mul333.10.1 = mul nuw nsw i64 %conv2, 10
  %mul333.11.1 = mul nuw nsw i64 %conv2, 11
  %mul333.12.1 = mul nuw nsw i64 %conv2, 12
  %mul333.13.1 = mul nuw nsw i64 %conv2, 13
  %mul333.14.1 = mul nuw nsw i64 %conv2, 14
  %mul333.15.1 = mul nuw nsw i64 %conv2, 15
  %4 = add nsw i32 %umax.i, -1
  %xtraiter = and i32 %umax.i, 7
  %5 = icmp ult i32 %4, 7
  %unroll_iter = and i32 %umax.i, 134217720
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br label %land.rhs

for.body:                                         ; preds = %for.body.lr.ph, %for.inc.15
  %i.0837 = phi i32 [ %1, %for.body.lr.ph ], [ %add43, %for.inc.15 ]
  %conv18 = zext i32 %i.0837 to i64
  %mul19 = mul i64 %conv18, %ld
  %add.ptr22 = getelementptr i32, ptr %add.ptr20991, i64 %mul19
  br i1 %cmp1.not.i, label %cond.end.i, label %cond.true.i

cond.true.i:                                      ; preds = %for.body
  %6 = load i32, ptr %add.ptr22, align 4, !tbaa !19
  br label %cond.end.i

cond.end.i:                                       ; preds = %cond.true.i, %for.body
  %cond.i = phi i32 [ %6, %cond.true.i ], [ 0, %for.body ]
  br i1 %cmp1.1.i, label %cond.true.1.i, label %cond.end.1.i

cond.true.1.i:                                    ; preds = %cond.end.i
  %arrayidx.1.i = getelementptr inbounds i32, ptr %add.ptr22, i64 1
  %7 = load i32, ptr %arrayidx.1.i, align 4, !tbaa !19
  br label %cond.end.1.i

cond.end.1.i:                                     ; preds = %cond.true.1.i, %cond.end.i
  %cond.1.i = phi i32 [ %7, %cond.true.1.i ], [ 0, %cond.end.i ]
  br i1 %cmp1.2.i, label %cond.true.2.i, label %cond.end.2.i

cond.true.2.i:                                    ; preds = %cond.end.1.i
  %arrayidx.2.i = getelementptr inbounds i32, ptr %add.ptr22, i64 2
  %8 = load i32, ptr %arrayidx.2.i, align 4, !tbaa !19
  br label %cond.end.2.i

cond.end.2.i:                                     ; preds = %cond.true.2.i, %cond.end.1.i
  %cond.2.i = phi i32 [ %8, %cond.true.2.i ], [ 0, %cond.end.1.i ]
  br i1 %cmp1.3.i, label %cond.true.3.i, label %cond.end.3.i

cond.true.3.i:                                    ; preds = %cond.end.2.i
  %arrayidx.3.i = getelementptr inbounds i32, ptr %add.ptr22, i64 3
  %9 = load i32, ptr %arrayidx.3.i, align 4, !tbaa !19
  br label %cond.end.3.i

cond.end.3.i:                                     ; preds = %cond.true.3.i, %cond.end.2.i
  %cond.3.i = phi i32 [ %9, %cond.true.3.i ], [ 0, %cond.end.2.i ]
  br i1 %cmp1.4.i, label %cond.true.4.i, label %cond.end.4.i

cond.true.4.i:                                    ; preds = %cond.end.3.i
  %arrayidx.4.i = getelementptr inbounds i32, ptr %add.ptr22, i64 4
  %10 = load i32, ptr %arrayidx.4.i, align 4, !tbaa !19
  br label %cond.end.4.i

cond.end.4.i:                                     ; preds = %cond.true.4.i, %cond.end.3.i
  %cond.4.i = phi i32 [ %10, %cond.true.4.i ], [ 0, %cond.end.3.i ]
  br i1 %cmp1.5.i, label %cond.true.5.i, label %cond.end.5.i

cond.true.5.i:                                    ; preds = %cond.end.4.i
  %arrayidx.5.i = getelementptr inbounds i32, ptr %add.ptr22, i64 5
  %11 = load i32, ptr %arrayidx.5.i, align 4, !tbaa !19
  br label %cond.end.5.i

cond.end.5.i:                                     ; preds = %cond.true.5.i, %cond.end.4.i
  %cond.5.i = phi i32 [ %11, %cond.true.5.i ], [ 0, %cond.end.4.i ]
  br i1 %cmp1.6.i, label %cond.true.6.i, label %cond.end.6.i

cond.true.6.i:                                    ; preds = %cond.end.5.i
  %arrayidx.6.i = getelementptr inbounds i32, ptr %add.ptr22, i64 6
  %12 = load i32, ptr %arrayidx.6.i, align 4, !tbaa !19
  br label %cond.end.6.i

cond.end.6.i:                                     ; preds = %cond.true.6.i, %cond.end.5.i
  %cond.6.i = phi i32 [ %12, %cond.true.6.i ], [ 0, %cond.end.5.i ]
  br i1 %cmp1.7.i, label %cond.true.7.i, label %cond.end.7.i

cond.true.7.i:                                    ; preds = %cond.end.6.i
  %arrayidx.7.i = getelementptr inbounds i32, ptr %add.ptr22, i64 7
  %13 = load i32, ptr %arrayidx.7.i, align 4, !tbaa !19
  br label %cond.end.7.i

cond.end.7.i:                                     ; preds = %cond.true.7.i, %cond.end.6.i
  %cond.7.i = phi i32 [ %13, %cond.true.7.i ], [ 0, %cond.end.6.i ]
  br i1 %cmp1.8.i, label %cond.true.8.i, label %cond.end.8.i

cond.true.8.i:                                    ; preds = %cond.end.7.i
  %arrayidx.8.i = getelementptr inbounds i32, ptr %add.ptr22, i64 8
  %14 = load i32, ptr %arrayidx.8.i, align 4, !tbaa !19
  br label %cond.end.8.i

cond.end.8.i:                                     ; preds = %cond.true.8.i, %cond.end.7.i
  %cond.8.i = phi i32 [ %14, %cond.true.8.i ], [ 0, %cond.end.7.i ]
  br i1 %cmp1.9.i, label %cond.true.9.i, label %cond.end.9.i

cond.true.9.i:                                    ; preds = %cond.end.8.i
  %arrayidx.9.i = getelementptr inbounds i32, ptr %add.ptr22, i64 9
  %15 = load i32, ptr %arrayidx.9.i, align 4, !tbaa !19
  br label %cond.end.9.i

cond.end.9.i:                                     ; preds = %cond.true.9.i, %cond.end.8.i
  %cond.9.i = phi i32 [ %15, %cond.true.9.i ], [ 0, %cond.end.8.i ]
  br i1 %cmp1.10.i, label %cond.true.10.i, label %cond.end.10.i

cond.true.10.i:                                   ; preds = %cond.end.9.i
  %arrayidx.10.i = getelementptr inbounds i32, ptr %add.ptr22, i64 10
  %16 = load i32, ptr %arrayidx.10.i, align 4, !tbaa !19
  br label %cond.end.10.i

cond.end.10.i:                                    ; preds = %cond.true.10.i, %cond.end.9.i
  %cond.10.i = phi i32 [ %16, %cond.true.10.i ], [ 0, %cond.end.9.i ]
  br i1 %cmp1.11.i, label %cond.true.11.i, label %cond.end.11.i

cond.true.11.i:                                   ; preds = %cond.end.10.i
  %arrayidx.11.i = getelementptr inbounds i32, ptr %add.ptr22, i64 11
  %17 = load i32, ptr %arrayidx.11.i, align 4, !tbaa !19
  br label %cond.end.11.i

cond.end.11.i:                                    ; preds = %cond.true.11.i, %cond.end.10.i
  %cond.11.i = phi i32 [ %17, %cond.true.11.i ], [ 0, %cond.end.10.i ]
  br i1 %cmp1.12.i, label %cond.true.12.i, label %cond.end.12.i

cond.true.12.i:                                   ; preds = %cond.end.11.i
  %arrayidx.12.i = getelementptr inbounds i32, ptr %add.ptr22, i64 12
  %18 = load i32, ptr %arrayidx.12.i, align 4, !tbaa !19
  br label %cond.end.12.i

cond.end.12.i:                                    ; preds = %cond.true.12.i, %cond.end.11.i
  %cond.12.i = phi i32 [ %18, %cond.true.12.i ], [ 0, %cond.end.11.i ]
  br i1 %cmp1.13.i, label %cond.true.13.i, label %cond.end.13.i

cond.true.13.i:                                   ; preds = %cond.end.12.i
  %arrayidx.13.i = getelementptr inbounds i32, ptr %add.ptr22, i64 13
  %19 = load i32, ptr %arrayidx.13.i, align 4, !tbaa !19
  br label %cond.end.13.i

cond.end.13.i:                                    ; preds = %cond.true.13.i, %cond.end.12.i
  %cond.13.i = phi i32 [ %19, %cond.true.13.i ], [ 0, %cond.end.12.i ]
  br i1 %cmp1.14.i, label %cond.true.14.i, label %cond.end.14.i

cond.true.14.i:                                   ; preds = %cond.end.13.i
  %arrayidx.14.i = getelementptr inbounds i32, ptr %add.ptr22, i64 14
  %20 = load i32, ptr %arrayidx.14.i, align 4, !tbaa !19
  br label %cond.end.14.i

cond.end.14.i:                                    ; preds = %cond.true.14.i, %cond.end.13.i
  %cond.14.i = phi i32 [ %20, %cond.true.14.i ], [ 0, %cond.end.13.i ]
  br i1 %cmp1.15.i, label %cond.true.15.i, label %_ZL12load_segmentPKjjPj.exit

cond.true.15.i:                                   ; preds = %cond.end.14.i
  %arrayidx.15.i = getelementptr inbounds i32, ptr %add.ptr22, i64 15
  %21 = load i32, ptr %arrayidx.15.i, align 4, !tbaa !19
  br label %_ZL12load_segmentPKjjPj.exit

_ZL12load_segmentPKjjPj.exit:                     ; preds = %cond.end.14.i, %cond.true.15.i
  %cond.15.i = phi i32 [ %21, %cond.true.15.i ], [ 0, %cond.end.14.i ]
  %mul31 = shl nuw nsw i64 %conv18, 4
  br i1 %cmp27.not, label %for.inc, label %if.then

if.then:                                          ; preds = %_ZL12load_segmentPKjjPj.exit
  %arrayidx33 = getelementptr inbounds i32, ptr %add.ptr9, i64 %mul31
  store i32 %cond.i, ptr %arrayidx33, align 4, !tbaa !19
  %arrayidx41 = getelementptr inbounds i32, ptr %cond, i64 %conv18
  store i32 %cond.i, ptr %arrayidx41, align 4, !tbaa !19
  br label %for.inc

for.inc:                                          ; preds = %_ZL12load_segmentPKjjPj.exit, %if.then
  br i1 %cmp1.1.i, label %if.then.1, label %for.inc.1

if.then.1:                                        ; preds = %for.inc
  %add.1 = or i64 %mul31, 1
  %arrayidx33.1 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.1
  store i32 %cond.1.i, ptr %arrayidx33.1, align 4, !tbaa !19
  %add40.1 = add nuw nsw i64 %conv2, %conv18
  %arrayidx41.1 = getelementptr inbounds i32, ptr %cond, i64 %add40.1
  store i32 %cond.1.i, ptr %arrayidx41.1, align 4, !tbaa !19
  br label %for.inc.1

for.inc.1:                                        ; preds = %if.then.1, %for.inc
  br i1 %cmp1.2.i, label %if.then.2, label %for.inc.2

if.then.2:                                        ; preds = %for.inc.1
  %add.2 = or i64 %mul31, 2
  %arrayidx33.2 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.2
  store i32 %cond.2.i, ptr %arrayidx33.2, align 4, !tbaa !19
  %add40.2 = add nuw nsw i64 %mul38.2, %conv18
  %arrayidx41.2 = getelementptr inbounds i32, ptr %cond, i64 %add40.2
  store i32 %cond.2.i, ptr %arrayidx41.2, align 4, !tbaa !19
  br label %for.inc.2

for.inc.2:                                        ; preds = %if.then.2, %for.inc.1
  br i1 %cmp1.3.i, label %if.then.3, label %for.inc.3

if.then.3:                                        ; preds = %for.inc.2
  %add.3 = or i64 %mul31, 3
  %arrayidx33.3 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.3
  store i32 %cond.3.i, ptr %arrayidx33.3, align 4, !tbaa !19
  %add40.3 = add nuw nsw i64 %mul38.3, %conv18
  %arrayidx41.3 = getelementptr inbounds i32, ptr %cond, i64 %add40.3
  store i32 %cond.3.i, ptr %arrayidx41.3, align 4, !tbaa !19
  br label %for.inc.3

for.inc.3:                                        ; preds = %if.then.3, %for.inc.2
  br i1 %cmp1.4.i, label %if.then.4, label %for.inc.4

if.then.4:                                        ; preds = %for.inc.3
  %add.4 = or i64 %mul31, 4
  %arrayidx33.4 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.4
  store i32 %cond.4.i, ptr %arrayidx33.4, align 4, !tbaa !19
  %add40.4 = add nuw nsw i64 %mul38.4, %conv18
  %arrayidx41.4 = getelementptr inbounds i32, ptr %cond, i64 %add40.4
  store i32 %cond.4.i, ptr %arrayidx41.4, align 4, !tbaa !19
  br label %for.inc.4

for.inc.4:                                        ; preds = %if.then.4, %for.inc.3
  br i1 %cmp1.5.i, label %if.then.5, label %for.inc.5

if.then.5:                                        ; preds = %for.inc.4
  %add.5 = or i64 %mul31, 5
  %arrayidx33.5 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.5
  store i32 %cond.5.i, ptr %arrayidx33.5, align 4, !tbaa !19
  %add40.5 = add nuw nsw i64 %mul38.5, %conv18
  %arrayidx41.5 = getelementptr inbounds i32, ptr %cond, i64 %add40.5
  store i32 %cond.5.i, ptr %arrayidx41.5, align 4, !tbaa !19
  br label %for.inc.5

for.inc.5:                                        ; preds = %if.then.5, %for.inc.4
  br i1 %cmp1.6.i, label %if.then.6, label %for.inc.6

if.then.6:                                        ; preds = %for.inc.5
  %add.6 = or i64 %mul31, 6
  %arrayidx33.6 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.6
  store i32 %cond.6.i, ptr %arrayidx33.6, align 4, !tbaa !19
  %add40.6 = add nuw nsw i64 %mul38.6, %conv18
  %arrayidx41.6 = getelementptr inbounds i32, ptr %cond, i64 %add40.6
  store i32 %cond.6.i, ptr %arrayidx41.6, align 4, !tbaa !19
  br label %for.inc.6

for.inc.6:                                        ; preds = %if.then.6, %for.inc.5
  br i1 %cmp1.7.i, label %if.then.7, label %for.inc.7

if.then.7:                                        ; preds = %for.inc.6
  %add.7 = or i64 %mul31, 7
  %arrayidx33.7 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.7
  store i32 %cond.7.i, ptr %arrayidx33.7, align 4, !tbaa !19
  %add40.7 = add nuw nsw i64 %mul38.7, %conv18
  %arrayidx41.7 = getelementptr inbounds i32, ptr %cond, i64 %add40.7
  store i32 %cond.7.i, ptr %arrayidx41.7, align 4, !tbaa !19
  br label %for.inc.7

for.inc.7:                                        ; preds = %if.then.7, %for.inc.6
  br i1 %cmp1.8.i, label %if.then.8, label %for.inc.8

if.then.8:                                        ; preds = %for.inc.7
  %add.8 = or i64 %mul31, 8
  %arrayidx33.8 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.8
  store i32 %cond.8.i, ptr %arrayidx33.8, align 4, !tbaa !19
  %add40.8 = add nuw nsw i64 %mul38.8, %conv18
  %arrayidx41.8 = getelementptr inbounds i32, ptr %cond, i64 %add40.8
  store i32 %cond.8.i, ptr %arrayidx41.8, align 4, !tbaa !19
  br label %for.inc.8

for.inc.8:                                        ; preds = %if.then.8, %for.inc.7
  br i1 %cmp1.9.i, label %if.then.9, label %for.inc.9

if.then.9:                                        ; preds = %for.inc.8
  %add.9 = or i64 %mul31, 9
  %arrayidx33.9 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.9
  store i32 %cond.9.i, ptr %arrayidx33.9, align 4, !tbaa !19
  %add40.9 = add nuw nsw i64 %mul38.9, %conv18
  %arrayidx41.9 = getelementptr inbounds i32, ptr %cond, i64 %add40.9
  store i32 %cond.9.i, ptr %arrayidx41.9, align 4, !tbaa !19
  br label %for.inc.9

for.inc.9:                                        ; preds = %if.then.9, %for.inc.8
  br i1 %cmp1.10.i, label %if.then.10, label %for.inc.10

if.then.10:                                       ; preds = %for.inc.9
  %add.10 = or i64 %mul31, 10
  %arrayidx33.10 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.10
  store i32 %cond.10.i, ptr %arrayidx33.10, align 4, !tbaa !19
  %add40.10 = add nuw nsw i64 %mul38.10, %conv18
  %arrayidx41.10 = getelementptr inbounds i32, ptr %cond, i64 %add40.10
  store i32 %cond.10.i, ptr %arrayidx41.10, align 4, !tbaa !19
  br label %for.inc.10

for.inc.10:                                       ; preds = %if.then.10, %for.inc.9
  br i1 %cmp1.11.i, label %if.then.11, label %for.inc.11

if.then.11:                                       ; preds = %for.inc.10
  %add.11 = or i64 %mul31, 11
  %arrayidx33.11 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.11
  store i32 %cond.11.i, ptr %arrayidx33.11, align 4, !tbaa !19
  %add40.11 = add nuw nsw i64 %mul38.11, %conv18
  %arrayidx41.11 = getelementptr inbounds i32, ptr %cond, i64 %add40.11
  store i32 %cond.11.i, ptr %arrayidx41.11, align 4, !tbaa !19
  br label %for.inc.11

for.inc.11:                                       ; preds = %if.then.11, %for.inc.10
  br i1 %cmp1.12.i, label %if.then.12, label %for.inc.12

if.then.12:                                       ; preds = %for.inc.11
  %add.12 = or i64 %mul31, 12
  %arrayidx33.12 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.12
  store i32 %cond.12.i, ptr %arrayidx33.12, align 4, !tbaa !19
  %add40.12 = add nuw nsw i64 %mul38.12, %conv18
  %arrayidx41.12 = getelementptr inbounds i32, ptr %cond, i64 %add40.12
  store i32 %cond.12.i, ptr %arrayidx41.12, align 4, !tbaa !19
  br label %for.inc.12

for.inc.12:                                       ; preds = %if.then.12, %for.inc.11
  br i1 %cmp1.13.i, label %if.then.13, label %for.inc.13

if.then.13:                                       ; preds = %for.inc.12
  %add.13 = or i64 %mul31, 13
  %arrayidx33.13 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.13
  store i32 %cond.13.i, ptr %arrayidx33.13, align 4, !tbaa !19
  %add40.13 = add nuw nsw i64 %mul38.13, %conv18
  %arrayidx41.13 = getelementptr inbounds i32, ptr %cond, i64 %add40.13
  store i32 %cond.13.i, ptr %arrayidx41.13, align 4, !tbaa !19
  br label %for.inc.13

for.inc.13:                                       ; preds = %if.then.13, %for.inc.12
  br i1 %cmp1.14.i, label %if.then.14, label %for.inc.14

if.then.14:                                       ; preds = %for.inc.13
  %add.14 = or i64 %mul31, 14
  %arrayidx33.14 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.14
  store i32 %cond.14.i, ptr %arrayidx33.14, align 4, !tbaa !19
  %add40.14 = add nuw nsw i64 %mul38.14, %conv18
  %arrayidx41.14 = getelementptr inbounds i32, ptr %cond, i64 %add40.14
  store i32 %cond.14.i, ptr %arrayidx41.14, align 4, !tbaa !19
  br label %for.inc.14

for.inc.14:                                       ; preds = %if.then.14, %for.inc.13
  br i1 %cmp1.15.i, label %if.then.15, label %for.inc.15

if.then.15:                                       ; preds = %for.inc.14
  %add.15 = or i64 %mul31, 15
  %arrayidx33.15 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add.15
  store i32 %cond.15.i, ptr %arrayidx33.15, align 4, !tbaa !19
  %add40.15 = add nuw nsw i64 %mul38.15, %conv18
  %arrayidx41.15 = getelementptr inbounds i32, ptr %cond, i64 %add40.15
  store i32 %cond.15.i, ptr %arrayidx41.15, align 4, !tbaa !19
  br label %for.inc.15

for.inc.15:                                       ; preds = %if.then.15, %for.inc.14
  %add43 = add i32 %i.0837, %2
  %cmp = icmp ult i32 %add43, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup, !llvm.loop !49

land.rhs:                                         ; preds = %land.rhs.lr.ph, %cleanup358
  %count.0859 = phi i32 [ 0, %land.rhs.lr.ph ], [ %count.1, %cleanup358 ]
  %t.0857 = phi i32 [ 0, %land.rhs.lr.ph ], [ %inc364, %cleanup358 ]
  %add47 = add i32 %count.0859, %3
  %cmp48 = icmp ult i32 %add47, %n
  br i1 %cmp48, label %for.body50, label %for.cond.cleanup49

for.cond.cleanup49:                               ; preds = %land.rhs, %cleanup358, %for.cond.cleanup
  %count.0.lcssa = phi i32 [ 0, %for.cond.cleanup ], [ %count.0859, %land.rhs ], [ %count.1, %cleanup358 ]
  br i1 %cmp836, label %for.body371.lr.ph, label %for.cond.cleanup370

for.body371.lr.ph:                                ; preds = %for.cond.cleanup49
  %conv406 = zext i32 %c0 to i64
  %cmp378.not = icmp eq i32 %bw, 0
  %cmp378.1 = icmp ugt i32 %bw, 1
  %cmp378.2 = icmp ugt i32 %bw, 2
  %mul382.2 = shl nuw nsw i64 %conv2, 1
  %cmp378.3 = icmp ugt i32 %bw, 3
  %mul382.3 = mul nuw nsw i64 %conv2, 3
  %cmp378.4 = icmp ugt i32 %bw, 4
  %mul382.4 = shl nuw nsw i64 %conv2, 2
  %cmp378.5 = icmp ugt i32 %bw, 5
  %mul382.5 = mul nuw nsw i64 %conv2, 5
  %cmp378.6 = icmp ugt i32 %bw, 6
  %mul382.6 = mul nuw nsw i64 %conv2, 6
  %cmp378.7 = icmp ugt i32 %bw, 7
  %mul382.7 = mul nuw nsw i64 %conv2, 7
  %cmp378.8 = icmp ugt i32 %bw, 8
  %mul382.8 = shl nuw nsw i64 %conv2, 3
  %cmp378.9 = icmp ugt i32 %bw, 9
  %mul382.9 = mul nuw nsw i64 %conv2, 9
  %cmp378.10 = icmp ugt i32 %bw, 10
  %mul382.10 = mul nuw nsw i64 %conv2, 10
  %cmp378.11 = icmp ugt i32 %bw, 11
  %mul382.11 = mul nuw nsw i64 %conv2, 11
  %cmp378.12 = icmp ugt i32 %bw, 12
  %mul382.12 = mul nuw nsw i64 %conv2, 12
  %cmp378.13 = icmp ugt i32 %bw, 13
  %mul382.13 = mul nuw nsw i64 %conv2, 13
  %cmp378.14 = icmp ugt i32 %bw, 14
  %mul382.14 = mul nuw nsw i64 %conv2, 14
  %cmp378.15 = icmp ugt i32 %bw, 15
  %mul382.15 = mul nuw nsw i64 %conv2, 15
  br label %for.body371

for.body50:                                       ; preds = %land.rhs
  %conv51 = zext i32 %t.0857 to i64
  %mul53 = mul nuw i64 %conv51, %conv2
  %add.ptr54 = getelementptr inbounds i32, ptr %cond, i64 %mul53
  br i1 %cmp836, label %for.body61, label %for.cond.cleanup60

for.cond.cleanup60:                               ; preds = %for.inc107.1, %for.body50
  %mine.0.lcssa = phi i32 [ -1, %for.body50 ], [ %mine.2.1, %for.inc107.1 ]
  %22 = tail call i32 @llvm.nvvm.redux.sync.umin(i32 %mine.0.lcssa, i32 -1)
  br i1 %cmp.i, label %if.then.i, label %if.end.i

if.then.i:                                        ; preds = %for.cond.cleanup60
  store i32 %22, ptr %arrayidx.i, align 4, !tbaa !19
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %for.cond.cleanup60
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp31.not.i, label %_ZL9block_minjPj.exit, label %for.body.i.preheader

for.body.i.preheader:                             ; preds = %if.end.i
  br i1 %5, label %_ZL9block_minjPj.exit.loopexit.unr-lcssa, label %for.body.i

for.body.i:                                       ; preds = %for.body.i.preheader, %for.body.i
  %w.03.i = phi i32 [ %inc.i.7, %for.body.i ], [ 0, %for.body.i.preheader ]
  %r.02.i = phi i32 [ %38, %for.body.i ], [ -1, %for.body.i.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body.i ], [ 0, %for.body.i.preheader ]
  %idxprom4.i = zext i32 %w.03.i to i64
  %arrayidx5.i = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i
  %23 = load i32, ptr %arrayidx5.i, align 4, !tbaa !19
  %24 = tail call i32 @llvm.umin.i32(i32 %23, i32 %r.02.i)
  %inc.i = or i32 %w.03.i, 1
  %idxprom4.i.1 = zext i32 %inc.i to i64
  %arrayidx5.i.1 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.1
  %25 = load i32, ptr %arrayidx5.i.1, align 4, !tbaa !19
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 %24)
  %inc.i.1 = or i32 %w.03.i, 2
  %idxprom4.i.2 = zext i32 %inc.i.1 to i64
  %arrayidx5.i.2 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.2
  %27 = load i32, ptr %arrayidx5.i.2, align 4, !tbaa !19
  %28 = tail call i32 @llvm.umin.i32(i32 %27, i32 %26)
  %inc.i.2 = or i32 %w.03.i, 3
  %idxprom4.i.3 = zext i32 %inc.i.2 to i64
  %arrayidx5.i.3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.3
  %29 = load i32, ptr %arrayidx5.i.3, align 4, !tbaa !19
  %30 = tail call i32 @llvm.umin.i32(i32 %29, i32 %28)
  %inc.i.3 = or i32 %w.03.i, 4
  %idxprom4.i.4 = zext i32 %inc.i.3 to i64
  %arrayidx5.i.4 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.4
  %31 = load i32, ptr %arrayidx5.i.4, align 4, !tbaa !19
  %32 = tail call i32 @llvm.umin.i32(i32 %31, i32 %30)
  %inc.i.4 = or i32 %w.03.i, 5
  %idxprom4.i.5 = zext i32 %inc.i.4 to i64
  %arrayidx5.i.5 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.5
  %33 = load i32, ptr %arrayidx5.i.5, align 4, !tbaa !19
  %34 = tail call i32 @llvm.umin.i32(i32 %33, i32 %32)
  %inc.i.5 = or i32 %w.03.i, 6
  %idxprom4.i.6 = zext i32 %inc.i.5 to i64
  %arrayidx5.i.6 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.6
  %35 = load i32, ptr %arrayidx5.i.6, align 4, !tbaa !19
  %36 = tail call i32 @llvm.umin.i32(i32 %35, i32 %34)
  %inc.i.6 = or i32 %w.03.i, 7
  %idxprom4.i.7 = zext i32 %inc.i.6 to i64
  %arrayidx5.i.7 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.7
  %37 = load i32, ptr %arrayidx5.i.7, align 4, !tbaa !19
  %38 = tail call i32 @llvm.umin.i32(i32 %37, i32 %36)
  %inc.i.7 = add nuw nsw i32 %w.03.i, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %_ZL9block_minjPj.exit.loopexit.unr-lcssa, label %for.body.i, !llvm.loop !50

_ZL9block_minjPj.exit.loopexit.unr-lcssa:         ; preds = %for.body.i, %for.body.i.preheader
  %.lcssa.ph = phi i32 [ undef, %for.body.i.preheader ], [ %38, %for.body.i ]
  %w.03.i.unr = phi i32 [ 0, %for.body.i.preheader ], [ %inc.i.7, %for.body.i ]
  %r.02.i.unr = phi i32 [ -1, %for.body.i.preheader ], [ %38, %for.body.i ]
  br i1 %lcmp.mod.not, label %_ZL9block_minjPj.exit, label %for.body.i.epil

for.body.i.epil:                                  ; preds = %_ZL9block_minjPj.exit.loopexit.unr-lcssa, %for.body.i.epil
  %w.03.i.epil = phi i32 [ %inc.i.epil, %for.body.i.epil ], [ %w.03.i.unr, %_ZL9block_minjPj.exit.loopexit.unr-lcssa ]
  %r.02.i.epil = phi i32 [ %40, %for.body.i.epil ], [ %r.02.i.unr, %_ZL9block_minjPj.exit.loopexit.unr-lcssa ]
  %epil.iter = phi i32 [ %epil.iter.next, %for.body.i.epil ], [ 0, %_ZL9block_minjPj.exit.loopexit.unr-lcssa ]
  %idxprom4.i.epil = zext i32 %w.03.i.epil to i64
  %arrayidx5.i.epil = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE7scratch to ptr), i64 %idxprom4.i.epil
  %39 = load i32, ptr %arrayidx5.i.epil, align 4, !tbaa !19
  %40 = tail call i32 @llvm.umin.i32(i32 %39, i32 %r.02.i.epil)
  %inc.i.epil = add nuw nsw i32 %w.03.i.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %_ZL9block_minjPj.exit, label %for.body.i.epil, !llvm.loop !51

_ZL9block_minjPj.exit:                            ; preds = %_ZL9block_minjPj.exit.loopexit.unr-lcssa, %for.body.i.epil, %if.end.i
  %r.0.lcssa.i = phi i32 [ -1, %if.end.i ], [ %.lcssa.ph, %_ZL9block_minjPj.exit.loopexit.unr-lcssa ], [ %40, %for.body.i.epil ]
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp115 = icmp eq i32 %r.0.lcssa.i, -1
  br i1 %cmp115, label %cleanup358, label %if.end117

for.body61:                                       ; preds = %for.body50, %for.inc107.1
  %i0.0842 = phi i32 [ %add112, %for.inc107.1 ], [ %1, %for.body50 ]
  %idxprom71 = zext i32 %i0.0842 to i64
  %arrayidx72 = getelementptr inbounds i32, ptr %add.ptr4, i64 %idxprom71
  %41 = load i32, ptr %arrayidx72, align 4, !tbaa !19
  %idxprom80 = zext i32 %i0.0842 to i64
  %arrayidx81 = getelementptr inbounds i32, ptr %add.ptr54, i64 %idxprom80
  %42 = load i32, ptr %arrayidx81, align 4, !tbaa !19
  %add68.1 = add i32 %2, %i0.0842
  %cmp69.1 = icmp ult i32 %add68.1, %n
  br i1 %cmp69.1, label %cond.true70.1, label %cond.end74.1

cond.true70.1:                                    ; preds = %for.body61
  %idxprom71.1 = zext i32 %add68.1 to i64
  %arrayidx72.1 = getelementptr inbounds i32, ptr %add.ptr4, i64 %idxprom71.1
  %43 = load i32, ptr %arrayidx72.1, align 4, !tbaa !19
  br label %cond.end74.1

cond.end74.1:                                     ; preds = %cond.true70.1, %for.body61
  %cond75.1 = phi i32 [ %43, %cond.true70.1 ], [ 0, %for.body61 ]
  br i1 %cmp69.1, label %cond.true79.1, label %land.lhs.true

cond.true79.1:                                    ; preds = %cond.end74.1
  %idxprom80.1 = zext i32 %add68.1 to i64
  %arrayidx81.1 = getelementptr inbounds i32, ptr %add.ptr54, i64 %idxprom80.1
  %44 = load i32, ptr %arrayidx81.1, align 4, !tbaa !19
  br label %land.lhs.true

land.lhs.true:                                    ; preds = %cond.end74.1, %cond.true79.1
  %cond84.1 = phi i32 [ %44, %cond.true79.1 ], [ 0, %cond.end74.1 ]
  %cmp98 = icmp eq i32 %41, -1
  %cmp102.not = icmp eq i32 %42, 0
  %spec.select = select i1 %cmp102.not, i32 -1, i32 %i0.0842
  %mine.2 = select i1 %cmp98, i32 %spec.select, i32 -1
  %cmp95.1 = icmp eq i32 %mine.2, -1
  br i1 %cmp95.1, label %land.lhs.true.1, label %for.inc107.1

land.lhs.true.1:                                  ; preds = %land.lhs.true
  %cmp98.1 = icmp eq i32 %cond75.1, -1
  br i1 %cmp98.1, label %land.lhs.true99.1, label %for.inc107.1

land.lhs.true99.1:                                ; preds = %land.lhs.true.1
  %cmp102.not.1 = icmp eq i32 %cond84.1, 0
  %spec.select.1 = select i1 %cmp102.not.1, i32 -1, i32 %add68.1
  br label %for.inc107.1

for.inc107.1:                                     ; preds = %land.lhs.true99.1, %land.lhs.true.1, %land.lhs.true
  %mine.2.1 = phi i32 [ -1, %land.lhs.true.1 ], [ %mine.2, %land.lhs.true ], [ %spec.select.1, %land.lhs.true99.1 ]
  %add112 = add i32 %i0.0842, %mul111
  %cmp56 = icmp ult i32 %add112, %n
  %cmp58 = icmp eq i32 %mine.2.1, -1
  %45 = select i1 %cmp56, i1 %cmp58, i1 false
  br i1 %45, label %for.body61, label %for.cond.cleanup60, !llvm.loop !53

if.end117:                                        ; preds = %_ZL9block_minjPj.exit
  br i1 %cmp118, label %if.then119, label %if.end218

if.then119:                                       ; preds = %if.end117
  %conv133 = zext i32 %r.0.lcssa.i to i64
  %cmp126.not = icmp eq i32 %t.0857, 0
  br i1 %cmp126.not, label %cond.true129, label %cond.end137

cond.true129:                                     ; preds = %if.then119
  %arrayidx135 = getelementptr inbounds i32, ptr %cond, i64 %conv133
  %46 = load i32, ptr %arrayidx135, align 4, !tbaa !19
  br label %cond.end137

cond.end137:                                      ; preds = %if.then119, %cond.true129
  %cond138 = phi i32 [ %46, %cond.true129 ], [ 0, %if.then119 ]
  %cmp126.not.1 = icmp ult i32 %t.0857, 2
  %or.cond.1 = and i1 %cmp126.not.1, %cmp128.1
  br i1 %or.cond.1, label %cond.true129.1, label %cond.end137.1

cond.true129.1:                                   ; preds = %cond.end137
  %add134.1 = add nuw nsw i64 %conv2, %conv133
  %arrayidx135.1 = getelementptr inbounds i32, ptr %cond, i64 %add134.1
  %47 = load i32, ptr %arrayidx135.1, align 4, !tbaa !19
  br label %cond.end137.1

cond.end137.1:                                    ; preds = %cond.true129.1, %cond.end137
  %cond138.1 = phi i32 [ %47, %cond.true129.1 ], [ 0, %cond.end137 ]
  %cmp126.not.2 = icmp ult i32 %t.0857, 3
  %or.cond.2 = and i1 %cmp126.not.2, %cmp128.2
  br i1 %or.cond.2, label %cond.true129.2, label %cond.end137.2

cond.true129.2:                                   ; preds = %cond.end137.1
  %add134.2 = add nuw nsw i64 %mul132.2, %conv133
  %arrayidx135.2 = getelementptr inbounds i32, ptr %cond, i64 %add134.2
  %48 = load i32, ptr %arrayidx135.2, align 4, !tbaa !19
  br label %cond.end137.2

cond.end137.2:                                    ; preds = %cond.true129.2, %cond.end137.1
  %cond138.2 = phi i32 [ %48, %cond.true129.2 ], [ 0, %cond.end137.1 ]
  %cmp126.not.3 = icmp ult i32 %t.0857, 4
  %or.cond.3 = and i1 %cmp126.not.3, %cmp128.3
  br i1 %or.cond.3, label %cond.true129.3, label %cond.end137.3

cond.true129.3:                                   ; preds = %cond.end137.2
  %add134.3 = add nuw nsw i64 %mul132.3, %conv133
  %arrayidx135.3 = getelementptr inbounds i32, ptr %cond, i64 %add134.3
  %49 = load i32, ptr %arrayidx135.3, align 4, !tbaa !19
  br label %cond.end137.3

cond.end137.3:                                    ; preds = %cond.true129.3, %cond.end137.2
  %cond138.3 = phi i32 [ %49, %cond.true129.3 ], [ 0, %cond.end137.2 ]
  %cmp126.not.4 = icmp ult i32 %t.0857, 5
  %or.cond.4 = and i1 %cmp126.not.4, %cmp128.4
  br i1 %or.cond.4, label %cond.true129.4, label %cond.end137.4

cond.true129.4:                                   ; preds = %cond.end137.3
  %add134.4 = add nuw nsw i64 %mul132.4, %conv133
  %arrayidx135.4 = getelementptr inbounds i32, ptr %cond, i64 %add134.4
  %50 = load i32, ptr %arrayidx135.4, align 4, !tbaa !19
  br label %cond.end137.4

cond.end137.4:                                    ; preds = %cond.true129.4, %cond.end137.3
  %cond138.4 = phi i32 [ %50, %cond.true129.4 ], [ 0, %cond.end137.3 ]
  %cmp126.not.5 = icmp ult i32 %t.0857, 6
  %or.cond.5 = and i1 %cmp126.not.5, %cmp128.5
  br i1 %or.cond.5, label %cond.true129.5, label %cond.end137.5

cond.true129.5:                                   ; preds = %cond.end137.4
  %add134.5 = add nuw nsw i64 %mul132.5, %conv133
  %arrayidx135.5 = getelementptr inbounds i32, ptr %cond, i64 %add134.5
  %51 = load i32, ptr %arrayidx135.5, align 4, !tbaa !19
  br label %cond.end137.5

cond.end137.5:                                    ; preds = %cond.true129.5, %cond.end137.4
  %cond138.5 = phi i32 [ %51, %cond.true129.5 ], [ 0, %cond.end137.4 ]
  %cmp126.not.6 = icmp ult i32 %t.0857, 7
  %or.cond.6 = and i1 %cmp126.not.6, %cmp128.6
  br i1 %or.cond.6, label %cond.true129.6, label %cond.end137.6

cond.true129.6:                                   ; preds = %cond.end137.5
  %add134.6 = add nuw nsw i64 %mul132.6, %conv133
  %arrayidx135.6 = getelementptr inbounds i32, ptr %cond, i64 %add134.6
  %52 = load i32, ptr %arrayidx135.6, align 4, !tbaa !19
  br label %cond.end137.6

cond.end137.6:                                    ; preds = %cond.true129.6, %cond.end137.5
  %cond138.6 = phi i32 [ %52, %cond.true129.6 ], [ 0, %cond.end137.5 ]
  %cmp126.not.7 = icmp ult i32 %t.0857, 8
  %or.cond.7 = and i1 %cmp126.not.7, %cmp128.7
  br i1 %or.cond.7, label %cond.true129.7, label %cond.end137.7

cond.true129.7:                                   ; preds = %cond.end137.6
  %add134.7 = add nuw nsw i64 %mul132.7, %conv133
  %arrayidx135.7 = getelementptr inbounds i32, ptr %cond, i64 %add134.7
  %53 = load i32, ptr %arrayidx135.7, align 4, !tbaa !19
  br label %cond.end137.7

cond.end137.7:                                    ; preds = %cond.true129.7, %cond.end137.6
  %cond138.7 = phi i32 [ %53, %cond.true129.7 ], [ 0, %cond.end137.6 ]
  %cmp126.not.8 = icmp ult i32 %t.0857, 9
  %or.cond.8 = and i1 %cmp126.not.8, %cmp128.8
  br i1 %or.cond.8, label %cond.true129.8, label %cond.end137.8

cond.true129.8:                                   ; preds = %cond.end137.7
  %add134.8 = add nuw nsw i64 %mul132.8, %conv133
  %arrayidx135.8 = getelementptr inbounds i32, ptr %cond, i64 %add134.8
  %54 = load i32, ptr %arrayidx135.8, align 4, !tbaa !19
  br label %cond.end137.8

cond.end137.8:                                    ; preds = %cond.true129.8, %cond.end137.7
  %cond138.8 = phi i32 [ %54, %cond.true129.8 ], [ 0, %cond.end137.7 ]
  %cmp126.not.9 = icmp ult i32 %t.0857, 10
  %or.cond.9 = and i1 %cmp126.not.9, %cmp128.9
  br i1 %or.cond.9, label %cond.true129.9, label %cond.end137.9

cond.true129.9:                                   ; preds = %cond.end137.8
  %add134.9 = add nuw nsw i64 %mul132.9, %conv133
  %arrayidx135.9 = getelementptr inbounds i32, ptr %cond, i64 %add134.9
  %55 = load i32, ptr %arrayidx135.9, align 4, !tbaa !19
  br label %cond.end137.9

cond.end137.9:                                    ; preds = %cond.true129.9, %cond.end137.8
  %cond138.9 = phi i32 [ %55, %cond.true129.9 ], [ 0, %cond.end137.8 ]
  %cmp126.not.10 = icmp ult i32 %t.0857, 11
  %or.cond.10 = and i1 %cmp126.not.10, %cmp128.10
  br i1 %or.cond.10, label %cond.true129.10, label %cond.end137.10

cond.true129.10:                                  ; preds = %cond.end137.9
  %add134.10 = add nuw nsw i64 %mul132.10, %conv133
  %arrayidx135.10 = getelementptr inbounds i32, ptr %cond, i64 %add134.10
  %56 = load i32, ptr %arrayidx135.10, align 4, !tbaa !19
  br label %cond.end137.10

cond.end137.10:                                   ; preds = %cond.true129.10, %cond.end137.9
  %cond138.10 = phi i32 [ %56, %cond.true129.10 ], [ 0, %cond.end137.9 ]
  %cmp126.not.11 = icmp ult i32 %t.0857, 12
  %or.cond.11 = and i1 %cmp126.not.11, %cmp128.11
  br i1 %or.cond.11, label %cond.true129.11, label %cond.end137.11

cond.true129.11:                                  ; preds = %cond.end137.10
  %add134.11 = add nuw nsw i64 %mul132.11, %conv133
  %arrayidx135.11 = getelementptr inbounds i32, ptr %cond, i64 %add134.11
  %57 = load i32, ptr %arrayidx135.11, align 4, !tbaa !19
  br label %cond.end137.11

cond.end137.11:                                   ; preds = %cond.true129.11, %cond.end137.10
  %cond138.11 = phi i32 [ %57, %cond.true129.11 ], [ 0, %cond.end137.10 ]
  %cmp126.not.12 = icmp ult i32 %t.0857, 13
  %or.cond.12 = and i1 %cmp126.not.12, %cmp128.12
  br i1 %or.cond.12, label %cond.true129.12, label %cond.end137.12

cond.true129.12:                                  ; preds = %cond.end137.11
  %add134.12 = add nuw nsw i64 %mul132.12, %conv133
  %arrayidx135.12 = getelementptr inbounds i32, ptr %cond, i64 %add134.12
  %58 = load i32, ptr %arrayidx135.12, align 4, !tbaa !19
  br label %cond.end137.12

cond.end137.12:                                   ; preds = %cond.true129.12, %cond.end137.11
  %cond138.12 = phi i32 [ %58, %cond.true129.12 ], [ 0, %cond.end137.11 ]
  %cmp126.not.13 = icmp ult i32 %t.0857, 14
  %or.cond.13 = and i1 %cmp126.not.13, %cmp128.13
  br i1 %or.cond.13, label %cond.true129.13, label %cond.end137.13

cond.true129.13:                                  ; preds = %cond.end137.12
  %add134.13 = add nuw nsw i64 %mul132.13, %conv133
  %arrayidx135.13 = getelementptr inbounds i32, ptr %cond, i64 %add134.13
  %59 = load i32, ptr %arrayidx135.13, align 4, !tbaa !19
  br label %cond.end137.13

cond.end137.13:                                   ; preds = %cond.true129.13, %cond.end137.12
  %cond138.13 = phi i32 [ %59, %cond.true129.13 ], [ 0, %cond.end137.12 ]
  %cmp126.not.14 = icmp ult i32 %t.0857, 15
  %or.cond.14 = and i1 %cmp126.not.14, %cmp128.14
  br i1 %or.cond.14, label %cond.true129.14, label %cond.end137.14

cond.true129.14:                                  ; preds = %cond.end137.13
  %add134.14 = add nuw nsw i64 %mul132.14, %conv133
  %arrayidx135.14 = getelementptr inbounds i32, ptr %cond, i64 %add134.14
  %60 = load i32, ptr %arrayidx135.14, align 4, !tbaa !19
  br label %cond.end137.14

cond.end137.14:                                   ; preds = %cond.true129.14, %cond.end137.13
  %cond138.14 = phi i32 [ %60, %cond.true129.14 ], [ 0, %cond.end137.13 ]
  %cmp126.not.15 = icmp ult i32 %t.0857, 16
  %or.cond.15 = and i1 %cmp126.not.15, %cmp128.15
  br i1 %or.cond.15, label %cond.true129.15, label %cond.end137.15

cond.true129.15:                                  ; preds = %cond.end137.14
  %add134.15 = add nuw nsw i64 %mul132.15, %conv133
  %arrayidx135.15 = getelementptr inbounds i32, ptr %cond, i64 %add134.15
  %61 = load i32, ptr %arrayidx135.15, align 4, !tbaa !19
  br label %cond.end137.15

cond.end137.15:                                   ; preds = %cond.true129.15, %cond.end137.14
  %cond138.15 = phi i32 [ %61, %cond.true129.15 ], [ 0, %cond.end137.14 ]
  %cmp149 = icmp eq i32 %t.0857, 0
  %spec.select988 = select i1 %cmp149, i32 %cond138, i32 0
  %cmp149.1 = icmp eq i32 %t.0857, 1
  %cond155.1 = select i1 %cmp149.1, i32 %cond138.1, i32 %spec.select988
  %cmp149.2 = icmp eq i32 %t.0857, 2
  %cond155.2 = select i1 %cmp149.2, i32 %cond138.2, i32 %cond155.1
  %cmp149.3 = icmp eq i32 %t.0857, 3
  %cond155.3 = select i1 %cmp149.3, i32 %cond138.3, i32 %cond155.2
  %cmp149.4 = icmp eq i32 %t.0857, 4
  %cond155.4 = select i1 %cmp149.4, i32 %cond138.4, i32 %cond155.3
  %cmp149.5 = icmp eq i32 %t.0857, 5
  %cond155.5 = select i1 %cmp149.5, i32 %cond138.5, i32 %cond155.4
  %cmp149.6 = icmp eq i32 %t.0857, 6
  %cond155.6 = select i1 %cmp149.6, i32 %cond138.6, i32 %cond155.5
  %cmp149.7 = icmp eq i32 %t.0857, 7
  %cond155.7 = select i1 %cmp149.7, i32 %cond138.7, i32 %cond155.6
  %cmp149.8 = icmp eq i32 %t.0857, 8
  %cond155.8 = select i1 %cmp149.8, i32 %cond138.8, i32 %cond155.7
  %cmp149.9 = icmp eq i32 %t.0857, 9
  %cond155.9 = select i1 %cmp149.9, i32 %cond138.9, i32 %cond155.8
  %cmp149.10 = icmp eq i32 %t.0857, 10
  %cond155.10 = select i1 %cmp149.10, i32 %cond138.10, i32 %cond155.9
  %cmp149.11 = icmp eq i32 %t.0857, 11
  %cond155.11 = select i1 %cmp149.11, i32 %cond138.11, i32 %cond155.10
  %cmp149.12 = icmp eq i32 %t.0857, 12
  %cond155.12 = select i1 %cmp149.12, i32 %cond138.12, i32 %cond155.11
  %cmp149.13 = icmp eq i32 %t.0857, 13
  %cond155.13 = select i1 %cmp149.13, i32 %cond138.13, i32 %cond155.12
  %cmp149.14 = icmp eq i32 %t.0857, 14
  %cond155.14 = select i1 %cmp149.14, i32 %cond138.14, i32 %cond155.13
  %cmp149.15 = icmp eq i32 %t.0857, 15
  %cond155.15 = select i1 %cmp149.15, i32 %cond138.15, i32 %cond155.14
  %cmp.not16.i = icmp eq i32 %cond155.15, 0
  br i1 %cmp.not16.i, label %_ZL11inverse_modjj.exit, label %while.body.i

while.body.i:                                     ; preds = %cond.end137.15, %while.body.i
  %t.020.i = phi i64 [ %nt.019.i, %while.body.i ], [ 0, %cond.end137.15 ]
  %nt.019.i = phi i64 [ %sub.i, %while.body.i ], [ 1, %cond.end137.15 ]
  %r.018.i = phi i32 [ %nr.017.i, %while.body.i ], [ %q.sroa.0.0.copyload, %cond.end137.15 ]
  %nr.017.i = phi i32 [ %sub2.i, %while.body.i ], [ %cond155.15, %cond.end137.15 ]
  %div.i = udiv i32 %r.018.i, %nr.017.i
  %conv.i = zext i32 %div.i to i64
  %mul.i = mul nsw i64 %nt.019.i, %conv.i
  %sub.i = sub nsw i64 %t.020.i, %mul.i
  %mul1.i = mul nuw i32 %div.i, %nr.017.i
  %sub2.i = sub nuw i32 %r.018.i, %mul1.i
  %cmp.not.i = icmp eq i32 %sub2.i, 0
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !32

_ZL11inverse_modjj.exit:                          ; preds = %while.body.i, %cond.end137.15
  %t.0.lcssa.i = phi i64 [ 0, %cond.end137.15 ], [ %nt.019.i, %while.body.i ]
  %cmp3.i = icmp slt i64 %t.0.lcssa.i, 0
  %add.i = select i1 %cmp3.i, i64 %conv4.i, i64 0
  %cond.i779 = add nsw i64 %add.i, %t.0.lcssa.i
  %conv.i780 = and i64 %cond.i779, 4294967295
  %mul.i781 = mul nuw i64 %conv.i780, %conv1.i
  %conv.i.i = trunc i64 %mul.i781 to i32
  %mul.i.i = mul i32 %q.sroa.11.0.copyload, %conv.i.i
  %conv1.i.i = zext i32 %mul.i.i to i64
  %mul3.i.i = mul nuw i64 %conv1.i.i, %conv4.i
  %add.i.i = add i64 %mul3.i.i, %mul.i781
  %shr.i.i = lshr i64 %add.i.i, 32
  %cmp.not.i.i = icmp ult i64 %shr.i.i, %conv4.i
  %sub.i.i = select i1 %cmp.not.i.i, i64 0, i64 %conv4.i
  %cond.i.i = sub nsw i64 %shr.i.i, %sub.i.i
  %conv.i782 = and i64 %cond.i.i, 4294967295
  br i1 %cmp126.not, label %cond.true169, label %cond.end174

cond.true169:                                     ; preds = %_ZL11inverse_modjj.exit
  %conv1.i783 = zext i32 %cond138 to i64
  %mul.i784 = mul nuw i64 %conv.i782, %conv1.i783
  %conv.i.i785 = trunc i64 %mul.i784 to i32
  %mul.i.i786 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785
  %conv1.i.i787 = zext i32 %mul.i.i786 to i64
  %mul3.i.i789 = mul nuw i64 %conv1.i.i787, %conv4.i
  %add.i.i790 = add i64 %mul3.i.i789, %mul.i784
  %shr.i.i791 = lshr i64 %add.i.i790, 32
  %cmp.not.i.i792 = icmp ult i64 %shr.i.i791, %conv4.i
  %sub.i.i793 = select i1 %cmp.not.i.i792, i64 0, i64 %conv4.i
  %cond.i.i794 = sub nsw i64 %shr.i.i791, %sub.i.i793
  %conv8.i.i795 = trunc i64 %cond.i.i794 to i32
  br label %cond.end174

cond.end174:                                      ; preds = %_ZL11inverse_modjj.exit, %cond.true169
  %cond175 = phi i32 [ %conv8.i.i795, %cond.true169 ], [ 0, %_ZL11inverse_modjj.exit ]
  br i1 %cmp126.not, label %if.then181, label %if.end188

if.then181:                                       ; preds = %cond.end174
  %arrayidx187 = getelementptr inbounds i32, ptr %cond, i64 %conv133
  store i32 %cond175, ptr %arrayidx187, align 4, !tbaa !19
  br label %if.end188

if.end188:                                        ; preds = %if.then181, %cond.end174
  br i1 %or.cond.1, label %cond.true169.1, label %cond.end174.1

cond.true169.1:                                   ; preds = %if.end188
  %conv1.i783.1 = zext i32 %cond138.1 to i64
  %mul.i784.1 = mul nuw i64 %conv.i782, %conv1.i783.1
  %conv.i.i785.1 = trunc i64 %mul.i784.1 to i32
  %mul.i.i786.1 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.1
  %conv1.i.i787.1 = zext i32 %mul.i.i786.1 to i64
  %mul3.i.i789.1 = mul nuw i64 %conv1.i.i787.1, %conv4.i
  %add.i.i790.1 = add i64 %mul3.i.i789.1, %mul.i784.1
  %shr.i.i791.1 = lshr i64 %add.i.i790.1, 32
  %cmp.not.i.i792.1 = icmp ult i64 %shr.i.i791.1, %conv4.i
  %sub.i.i793.1 = select i1 %cmp.not.i.i792.1, i64 0, i64 %conv4.i
  %cond.i.i794.1 = sub nsw i64 %shr.i.i791.1, %sub.i.i793.1
  %conv8.i.i795.1 = trunc i64 %cond.i.i794.1 to i32
  br label %cond.end174.1

cond.end174.1:                                    ; preds = %cond.true169.1, %if.end188
  %cond175.1 = phi i32 [ %conv8.i.i795.1, %cond.true169.1 ], [ 0, %if.end188 ]
  store i32 %cond175.1, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.1, align 4, !tbaa !19
  br i1 %or.cond.1, label %if.then181.1, label %if.end188.1

if.then181.1:                                     ; preds = %cond.end174.1
  %add186.1 = add nuw nsw i64 %conv2, %conv133
  %arrayidx187.1 = getelementptr inbounds i32, ptr %cond, i64 %add186.1
  store i32 %cond175.1, ptr %arrayidx187.1, align 4, !tbaa !19
  br label %if.end188.1

if.end188.1:                                      ; preds = %if.then181.1, %cond.end174.1
  br i1 %or.cond.2, label %cond.true169.2, label %cond.end174.2

cond.true169.2:                                   ; preds = %if.end188.1
  %conv1.i783.2 = zext i32 %cond138.2 to i64
  %mul.i784.2 = mul nuw i64 %conv.i782, %conv1.i783.2
  %conv.i.i785.2 = trunc i64 %mul.i784.2 to i32
  %mul.i.i786.2 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.2
  %conv1.i.i787.2 = zext i32 %mul.i.i786.2 to i64
  %mul3.i.i789.2 = mul nuw i64 %conv1.i.i787.2, %conv4.i
  %add.i.i790.2 = add i64 %mul3.i.i789.2, %mul.i784.2
  %shr.i.i791.2 = lshr i64 %add.i.i790.2, 32
  %cmp.not.i.i792.2 = icmp ult i64 %shr.i.i791.2, %conv4.i
  %sub.i.i793.2 = select i1 %cmp.not.i.i792.2, i64 0, i64 %conv4.i
  %cond.i.i794.2 = sub nsw i64 %shr.i.i791.2, %sub.i.i793.2
  %conv8.i.i795.2 = trunc i64 %cond.i.i794.2 to i32
  br label %cond.end174.2

cond.end174.2:                                    ; preds = %cond.true169.2, %if.end188.1
  %cond175.2 = phi i32 [ %conv8.i.i795.2, %cond.true169.2 ], [ 0, %if.end188.1 ]
  store i32 %cond175.2, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.2, align 4, !tbaa !19
  br i1 %or.cond.2, label %if.then181.2, label %if.end188.2

if.then181.2:                                     ; preds = %cond.end174.2
  %add186.2 = add nuw nsw i64 %mul184.2, %conv133
  %arrayidx187.2 = getelementptr inbounds i32, ptr %cond, i64 %add186.2
  store i32 %cond175.2, ptr %arrayidx187.2, align 4, !tbaa !19
  br label %if.end188.2

if.end188.2:                                      ; preds = %if.then181.2, %cond.end174.2
  br i1 %or.cond.3, label %cond.true169.3, label %cond.end174.3

cond.true169.3:                                   ; preds = %if.end188.2
  %conv1.i783.3 = zext i32 %cond138.3 to i64
  %mul.i784.3 = mul nuw i64 %conv.i782, %conv1.i783.3
  %conv.i.i785.3 = trunc i64 %mul.i784.3 to i32
  %mul.i.i786.3 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.3
  %conv1.i.i787.3 = zext i32 %mul.i.i786.3 to i64
  %mul3.i.i789.3 = mul nuw i64 %conv1.i.i787.3, %conv4.i
  %add.i.i790.3 = add i64 %mul3.i.i789.3, %mul.i784.3
  %shr.i.i791.3 = lshr i64 %add.i.i790.3, 32
  %cmp.not.i.i792.3 = icmp ult i64 %shr.i.i791.3, %conv4.i
  %sub.i.i793.3 = select i1 %cmp.not.i.i792.3, i64 0, i64 %conv4.i
  %cond.i.i794.3 = sub nsw i64 %shr.i.i791.3, %sub.i.i793.3
  %conv8.i.i795.3 = trunc i64 %cond.i.i794.3 to i32
  br label %cond.end174.3

cond.end174.3:                                    ; preds = %cond.true169.3, %if.end188.2
  %cond175.3 = phi i32 [ %conv8.i.i795.3, %cond.true169.3 ], [ 0, %if.end188.2 ]
  store i32 %cond175.3, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.3, align 4, !tbaa !19
  br i1 %or.cond.3, label %if.then181.3, label %if.end188.3

if.then181.3:                                     ; preds = %cond.end174.3
  %add186.3 = add nuw nsw i64 %mul184.3, %conv133
  %arrayidx187.3 = getelementptr inbounds i32, ptr %cond, i64 %add186.3
  store i32 %cond175.3, ptr %arrayidx187.3, align 4, !tbaa !19
  br label %if.end188.3

if.end188.3:                                      ; preds = %if.then181.3, %cond.end174.3
  br i1 %or.cond.4, label %cond.true169.4, label %cond.end174.4

cond.true169.4:                                   ; preds = %if.end188.3
  %conv1.i783.4 = zext i32 %cond138.4 to i64
  %mul.i784.4 = mul nuw i64 %conv.i782, %conv1.i783.4
  %conv.i.i785.4 = trunc i64 %mul.i784.4 to i32
  %mul.i.i786.4 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.4
  %conv1.i.i787.4 = zext i32 %mul.i.i786.4 to i64
  %mul3.i.i789.4 = mul nuw i64 %conv1.i.i787.4, %conv4.i
  %add.i.i790.4 = add i64 %mul3.i.i789.4, %mul.i784.4
  %shr.i.i791.4 = lshr i64 %add.i.i790.4, 32
  %cmp.not.i.i792.4 = icmp ult i64 %shr.i.i791.4, %conv4.i
  %sub.i.i793.4 = select i1 %cmp.not.i.i792.4, i64 0, i64 %conv4.i
  %cond.i.i794.4 = sub nsw i64 %shr.i.i791.4, %sub.i.i793.4
  %conv8.i.i795.4 = trunc i64 %cond.i.i794.4 to i32
  br label %cond.end174.4

cond.end174.4:                                    ; preds = %cond.true169.4, %if.end188.3
  %cond175.4 = phi i32 [ %conv8.i.i795.4, %cond.true169.4 ], [ 0, %if.end188.3 ]
  store i32 %cond175.4, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.4, align 4, !tbaa !19
  br i1 %or.cond.4, label %if.then181.4, label %if.end188.4

if.then181.4:                                     ; preds = %cond.end174.4
  %add186.4 = add nuw nsw i64 %mul184.4, %conv133
  %arrayidx187.4 = getelementptr inbounds i32, ptr %cond, i64 %add186.4
  store i32 %cond175.4, ptr %arrayidx187.4, align 4, !tbaa !19
  br label %if.end188.4

if.end188.4:                                      ; preds = %if.then181.4, %cond.end174.4
  br i1 %or.cond.5, label %cond.true169.5, label %cond.end174.5

cond.true169.5:                                   ; preds = %if.end188.4
  %conv1.i783.5 = zext i32 %cond138.5 to i64
  %mul.i784.5 = mul nuw i64 %conv.i782, %conv1.i783.5
  %conv.i.i785.5 = trunc i64 %mul.i784.5 to i32
  %mul.i.i786.5 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.5
  %conv1.i.i787.5 = zext i32 %mul.i.i786.5 to i64
  %mul3.i.i789.5 = mul nuw i64 %conv1.i.i787.5, %conv4.i
  %add.i.i790.5 = add i64 %mul3.i.i789.5, %mul.i784.5
  %shr.i.i791.5 = lshr i64 %add.i.i790.5, 32
  %cmp.not.i.i792.5 = icmp ult i64 %shr.i.i791.5, %conv4.i
  %sub.i.i793.5 = select i1 %cmp.not.i.i792.5, i64 0, i64 %conv4.i
  %cond.i.i794.5 = sub nsw i64 %shr.i.i791.5, %sub.i.i793.5
  %conv8.i.i795.5 = trunc i64 %cond.i.i794.5 to i32
  br label %cond.end174.5

cond.end174.5:                                    ; preds = %cond.true169.5, %if.end188.4
  %cond175.5 = phi i32 [ %conv8.i.i795.5, %cond.true169.5 ], [ 0, %if.end188.4 ]
  store i32 %cond175.5, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.5, align 4, !tbaa !19
  br i1 %or.cond.5, label %if.then181.5, label %if.end188.5

if.then181.5:                                     ; preds = %cond.end174.5
  %add186.5 = add nuw nsw i64 %mul184.5, %conv133
  %arrayidx187.5 = getelementptr inbounds i32, ptr %cond, i64 %add186.5
  store i32 %cond175.5, ptr %arrayidx187.5, align 4, !tbaa !19
  br label %if.end188.5

if.end188.5:                                      ; preds = %if.then181.5, %cond.end174.5
  br i1 %or.cond.6, label %cond.true169.6, label %cond.end174.6

cond.true169.6:                                   ; preds = %if.end188.5
  %conv1.i783.6 = zext i32 %cond138.6 to i64
  %mul.i784.6 = mul nuw i64 %conv.i782, %conv1.i783.6
  %conv.i.i785.6 = trunc i64 %mul.i784.6 to i32
  %mul.i.i786.6 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.6
  %conv1.i.i787.6 = zext i32 %mul.i.i786.6 to i64
  %mul3.i.i789.6 = mul nuw i64 %conv1.i.i787.6, %conv4.i
  %add.i.i790.6 = add i64 %mul3.i.i789.6, %mul.i784.6
  %shr.i.i791.6 = lshr i64 %add.i.i790.6, 32
  %cmp.not.i.i792.6 = icmp ult i64 %shr.i.i791.6, %conv4.i
  %sub.i.i793.6 = select i1 %cmp.not.i.i792.6, i64 0, i64 %conv4.i
  %cond.i.i794.6 = sub nsw i64 %shr.i.i791.6, %sub.i.i793.6
  %conv8.i.i795.6 = trunc i64 %cond.i.i794.6 to i32
  br label %cond.end174.6

cond.end174.6:                                    ; preds = %cond.true169.6, %if.end188.5
  %cond175.6 = phi i32 [ %conv8.i.i795.6, %cond.true169.6 ], [ 0, %if.end188.5 ]
  store i32 %cond175.6, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.6, align 4, !tbaa !19
  br i1 %or.cond.6, label %if.then181.6, label %if.end188.6

if.then181.6:                                     ; preds = %cond.end174.6
  %add186.6 = add nuw nsw i64 %mul184.6, %conv133
  %arrayidx187.6 = getelementptr inbounds i32, ptr %cond, i64 %add186.6
  store i32 %cond175.6, ptr %arrayidx187.6, align 4, !tbaa !19
  br label %if.end188.6

if.end188.6:                                      ; preds = %if.then181.6, %cond.end174.6
  br i1 %or.cond.7, label %cond.true169.7, label %cond.end174.7

cond.true169.7:                                   ; preds = %if.end188.6
  %conv1.i783.7 = zext i32 %cond138.7 to i64
  %mul.i784.7 = mul nuw i64 %conv.i782, %conv1.i783.7
  %conv.i.i785.7 = trunc i64 %mul.i784.7 to i32
  %mul.i.i786.7 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.7
  %conv1.i.i787.7 = zext i32 %mul.i.i786.7 to i64
  %mul3.i.i789.7 = mul nuw i64 %conv1.i.i787.7, %conv4.i
  %add.i.i790.7 = add i64 %mul3.i.i789.7, %mul.i784.7
  %shr.i.i791.7 = lshr i64 %add.i.i790.7, 32
  %cmp.not.i.i792.7 = icmp ult i64 %shr.i.i791.7, %conv4.i
  %sub.i.i793.7 = select i1 %cmp.not.i.i792.7, i64 0, i64 %conv4.i
  %cond.i.i794.7 = sub nsw i64 %shr.i.i791.7, %sub.i.i793.7
  %conv8.i.i795.7 = trunc i64 %cond.i.i794.7 to i32
  br label %cond.end174.7

cond.end174.7:                                    ; preds = %cond.true169.7, %if.end188.6
  %cond175.7 = phi i32 [ %conv8.i.i795.7, %cond.true169.7 ], [ 0, %if.end188.6 ]
  store i32 %cond175.7, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.7, align 4, !tbaa !19
  br i1 %or.cond.7, label %if.then181.7, label %if.end188.7

if.then181.7:                                     ; preds = %cond.end174.7
  %add186.7 = add nuw nsw i64 %mul184.7, %conv133
  %arrayidx187.7 = getelementptr inbounds i32, ptr %cond, i64 %add186.7
  store i32 %cond175.7, ptr %arrayidx187.7, align 4, !tbaa !19
  br label %if.end188.7

if.end188.7:                                      ; preds = %if.then181.7, %cond.end174.7
  br i1 %or.cond.8, label %cond.true169.8, label %cond.end174.8

cond.true169.8:                                   ; preds = %if.end188.7
  %conv1.i783.8 = zext i32 %cond138.8 to i64
  %mul.i784.8 = mul nuw i64 %conv.i782, %conv1.i783.8
  %conv.i.i785.8 = trunc i64 %mul.i784.8 to i32
  %mul.i.i786.8 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.8
  %conv1.i.i787.8 = zext i32 %mul.i.i786.8 to i64
  %mul3.i.i789.8 = mul nuw i64 %conv1.i.i787.8, %conv4.i
  %add.i.i790.8 = add i64 %mul3.i.i789.8, %mul.i784.8
  %shr.i.i791.8 = lshr i64 %add.i.i790.8, 32
  %cmp.not.i.i792.8 = icmp ult i64 %shr.i.i791.8, %conv4.i
  %sub.i.i793.8 = select i1 %cmp.not.i.i792.8, i64 0, i64 %conv4.i
  %cond.i.i794.8 = sub nsw i64 %shr.i.i791.8, %sub.i.i793.8
  %conv8.i.i795.8 = trunc i64 %cond.i.i794.8 to i32
  br label %cond.end174.8

cond.end174.8:                                    ; preds = %cond.true169.8, %if.end188.7
  %cond175.8 = phi i32 [ %conv8.i.i795.8, %cond.true169.8 ], [ 0, %if.end188.7 ]
  store i32 %cond175.8, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.8, align 4, !tbaa !19
  br i1 %or.cond.8, label %if.then181.8, label %if.end188.8

if.then181.8:                                     ; preds = %cond.end174.8
  %add186.8 = add nuw nsw i64 %mul184.8, %conv133
  %arrayidx187.8 = getelementptr inbounds i32, ptr %cond, i64 %add186.8
  store i32 %cond175.8, ptr %arrayidx187.8, align 4, !tbaa !19
  br label %if.end188.8

if.end188.8:                                      ; preds = %if.then181.8, %cond.end174.8
  br i1 %or.cond.9, label %cond.true169.9, label %cond.end174.9

cond.true169.9:                                   ; preds = %if.end188.8
  %conv1.i783.9 = zext i32 %cond138.9 to i64
  %mul.i784.9 = mul nuw i64 %conv.i782, %conv1.i783.9
  %conv.i.i785.9 = trunc i64 %mul.i784.9 to i32
  %mul.i.i786.9 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.9
  %conv1.i.i787.9 = zext i32 %mul.i.i786.9 to i64
  %mul3.i.i789.9 = mul nuw i64 %conv1.i.i787.9, %conv4.i
  %add.i.i790.9 = add i64 %mul3.i.i789.9, %mul.i784.9
  %shr.i.i791.9 = lshr i64 %add.i.i790.9, 32
  %cmp.not.i.i792.9 = icmp ult i64 %shr.i.i791.9, %conv4.i
  %sub.i.i793.9 = select i1 %cmp.not.i.i792.9, i64 0, i64 %conv4.i
  %cond.i.i794.9 = sub nsw i64 %shr.i.i791.9, %sub.i.i793.9
  %conv8.i.i795.9 = trunc i64 %cond.i.i794.9 to i32
  br label %cond.end174.9

cond.end174.9:                                    ; preds = %cond.true169.9, %if.end188.8
  %cond175.9 = phi i32 [ %conv8.i.i795.9, %cond.true169.9 ], [ 0, %if.end188.8 ]
  store i32 %cond175.9, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.9, align 4, !tbaa !19
  br i1 %or.cond.9, label %if.then181.9, label %if.end188.9

if.then181.9:                                     ; preds = %cond.end174.9
  %add186.9 = add nuw nsw i64 %mul184.9, %conv133
  %arrayidx187.9 = getelementptr inbounds i32, ptr %cond, i64 %add186.9
  store i32 %cond175.9, ptr %arrayidx187.9, align 4, !tbaa !19
  br label %if.end188.9

if.end188.9:                                      ; preds = %if.then181.9, %cond.end174.9
  br i1 %or.cond.10, label %cond.true169.10, label %cond.end174.10

cond.true169.10:                                  ; preds = %if.end188.9
  %conv1.i783.10 = zext i32 %cond138.10 to i64
  %mul.i784.10 = mul nuw i64 %conv.i782, %conv1.i783.10
  %conv.i.i785.10 = trunc i64 %mul.i784.10 to i32
  %mul.i.i786.10 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.10
  %conv1.i.i787.10 = zext i32 %mul.i.i786.10 to i64
  %mul3.i.i789.10 = mul nuw i64 %conv1.i.i787.10, %conv4.i
  %add.i.i790.10 = add i64 %mul3.i.i789.10, %mul.i784.10
  %shr.i.i791.10 = lshr i64 %add.i.i790.10, 32
  %cmp.not.i.i792.10 = icmp ult i64 %shr.i.i791.10, %conv4.i
  %sub.i.i793.10 = select i1 %cmp.not.i.i792.10, i64 0, i64 %conv4.i
  %cond.i.i794.10 = sub nsw i64 %shr.i.i791.10, %sub.i.i793.10
  %conv8.i.i795.10 = trunc i64 %cond.i.i794.10 to i32
  br label %cond.end174.10

cond.end174.10:                                   ; preds = %cond.true169.10, %if.end188.9
  %cond175.10 = phi i32 [ %conv8.i.i795.10, %cond.true169.10 ], [ 0, %if.end188.9 ]
  store i32 %cond175.10, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.10, align 4, !tbaa !19
  br i1 %or.cond.10, label %if.then181.10, label %if.end188.10

if.then181.10:                                    ; preds = %cond.end174.10
  %add186.10 = add nuw nsw i64 %mul184.10, %conv133
  %arrayidx187.10 = getelementptr inbounds i32, ptr %cond, i64 %add186.10
  store i32 %cond175.10, ptr %arrayidx187.10, align 4, !tbaa !19
  br label %if.end188.10

if.end188.10:                                     ; preds = %if.then181.10, %cond.end174.10
  br i1 %or.cond.11, label %cond.true169.11, label %cond.end174.11

cond.true169.11:                                  ; preds = %if.end188.10
  %conv1.i783.11 = zext i32 %cond138.11 to i64
  %mul.i784.11 = mul nuw i64 %conv.i782, %conv1.i783.11
  %conv.i.i785.11 = trunc i64 %mul.i784.11 to i32
  %mul.i.i786.11 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.11
  %conv1.i.i787.11 = zext i32 %mul.i.i786.11 to i64
  %mul3.i.i789.11 = mul nuw i64 %conv1.i.i787.11, %conv4.i
  %add.i.i790.11 = add i64 %mul3.i.i789.11, %mul.i784.11
  %shr.i.i791.11 = lshr i64 %add.i.i790.11, 32
  %cmp.not.i.i792.11 = icmp ult i64 %shr.i.i791.11, %conv4.i
  %sub.i.i793.11 = select i1 %cmp.not.i.i792.11, i64 0, i64 %conv4.i
  %cond.i.i794.11 = sub nsw i64 %shr.i.i791.11, %sub.i.i793.11
  %conv8.i.i795.11 = trunc i64 %cond.i.i794.11 to i32
  br label %cond.end174.11

cond.end174.11:                                   ; preds = %cond.true169.11, %if.end188.10
  %cond175.11 = phi i32 [ %conv8.i.i795.11, %cond.true169.11 ], [ 0, %if.end188.10 ]
  store i32 %cond175.11, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.11, align 4, !tbaa !19
  br i1 %or.cond.11, label %if.then181.11, label %if.end188.11

if.then181.11:                                    ; preds = %cond.end174.11
  %add186.11 = add nuw nsw i64 %mul184.11, %conv133
  %arrayidx187.11 = getelementptr inbounds i32, ptr %cond, i64 %add186.11
  store i32 %cond175.11, ptr %arrayidx187.11, align 4, !tbaa !19
  br label %if.end188.11

if.end188.11:                                     ; preds = %if.then181.11, %cond.end174.11
  br i1 %or.cond.12, label %cond.true169.12, label %cond.end174.12

cond.true169.12:                                  ; preds = %if.end188.11
  %conv1.i783.12 = zext i32 %cond138.12 to i64
  %mul.i784.12 = mul nuw i64 %conv.i782, %conv1.i783.12
  %conv.i.i785.12 = trunc i64 %mul.i784.12 to i32
  %mul.i.i786.12 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.12
  %conv1.i.i787.12 = zext i32 %mul.i.i786.12 to i64
  %mul3.i.i789.12 = mul nuw i64 %conv1.i.i787.12, %conv4.i
  %add.i.i790.12 = add i64 %mul3.i.i789.12, %mul.i784.12
  %shr.i.i791.12 = lshr i64 %add.i.i790.12, 32
  %cmp.not.i.i792.12 = icmp ult i64 %shr.i.i791.12, %conv4.i
  %sub.i.i793.12 = select i1 %cmp.not.i.i792.12, i64 0, i64 %conv4.i
  %cond.i.i794.12 = sub nsw i64 %shr.i.i791.12, %sub.i.i793.12
  %conv8.i.i795.12 = trunc i64 %cond.i.i794.12 to i32
  br label %cond.end174.12

cond.end174.12:                                   ; preds = %cond.true169.12, %if.end188.11
  %cond175.12 = phi i32 [ %conv8.i.i795.12, %cond.true169.12 ], [ 0, %if.end188.11 ]
  store i32 %cond175.12, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.12, align 4, !tbaa !19
  br i1 %or.cond.12, label %if.then181.12, label %if.end188.12

if.then181.12:                                    ; preds = %cond.end174.12
  %add186.12 = add nuw nsw i64 %mul184.12, %conv133
  %arrayidx187.12 = getelementptr inbounds i32, ptr %cond, i64 %add186.12
  store i32 %cond175.12, ptr %arrayidx187.12, align 4, !tbaa !19
  br label %if.end188.12

if.end188.12:                                     ; preds = %if.then181.12, %cond.end174.12
  br i1 %or.cond.13, label %cond.true169.13, label %cond.end174.13

cond.true169.13:                                  ; preds = %if.end188.12
  %conv1.i783.13 = zext i32 %cond138.13 to i64
  %mul.i784.13 = mul nuw i64 %conv.i782, %conv1.i783.13
  %conv.i.i785.13 = trunc i64 %mul.i784.13 to i32
  %mul.i.i786.13 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.13
  %conv1.i.i787.13 = zext i32 %mul.i.i786.13 to i64
  %mul3.i.i789.13 = mul nuw i64 %conv1.i.i787.13, %conv4.i
  %add.i.i790.13 = add i64 %mul3.i.i789.13, %mul.i784.13
  %shr.i.i791.13 = lshr i64 %add.i.i790.13, 32
  %cmp.not.i.i792.13 = icmp ult i64 %shr.i.i791.13, %conv4.i
  %sub.i.i793.13 = select i1 %cmp.not.i.i792.13, i64 0, i64 %conv4.i
  %cond.i.i794.13 = sub nsw i64 %shr.i.i791.13, %sub.i.i793.13
  %conv8.i.i795.13 = trunc i64 %cond.i.i794.13 to i32
  br label %cond.end174.13

cond.end174.13:                                   ; preds = %cond.true169.13, %if.end188.12
  %cond175.13 = phi i32 [ %conv8.i.i795.13, %cond.true169.13 ], [ 0, %if.end188.12 ]
  store i32 %cond175.13, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.13, align 4, !tbaa !19
  br i1 %or.cond.13, label %if.then181.13, label %if.end188.13

if.then181.13:                                    ; preds = %cond.end174.13
  %add186.13 = add nuw nsw i64 %mul184.13, %conv133
  %arrayidx187.13 = getelementptr inbounds i32, ptr %cond, i64 %add186.13
  store i32 %cond175.13, ptr %arrayidx187.13, align 4, !tbaa !19
  br label %if.end188.13

if.end188.13:                                     ; preds = %if.then181.13, %cond.end174.13
  br i1 %or.cond.14, label %cond.true169.14, label %cond.end174.14

cond.true169.14:                                  ; preds = %if.end188.13
  %conv1.i783.14 = zext i32 %cond138.14 to i64
  %mul.i784.14 = mul nuw i64 %conv.i782, %conv1.i783.14
  %conv.i.i785.14 = trunc i64 %mul.i784.14 to i32
  %mul.i.i786.14 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.14
  %conv1.i.i787.14 = zext i32 %mul.i.i786.14 to i64
  %mul3.i.i789.14 = mul nuw i64 %conv1.i.i787.14, %conv4.i
  %add.i.i790.14 = add i64 %mul3.i.i789.14, %mul.i784.14
  %shr.i.i791.14 = lshr i64 %add.i.i790.14, 32
  %cmp.not.i.i792.14 = icmp ult i64 %shr.i.i791.14, %conv4.i
  %sub.i.i793.14 = select i1 %cmp.not.i.i792.14, i64 0, i64 %conv4.i
  %cond.i.i794.14 = sub nsw i64 %shr.i.i791.14, %sub.i.i793.14
  %conv8.i.i795.14 = trunc i64 %cond.i.i794.14 to i32
  br label %cond.end174.14

cond.end174.14:                                   ; preds = %cond.true169.14, %if.end188.13
  %cond175.14 = phi i32 [ %conv8.i.i795.14, %cond.true169.14 ], [ 0, %if.end188.13 ]
  store i32 %cond175.14, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.14, align 4, !tbaa !19
  br i1 %or.cond.14, label %if.then181.14, label %if.end188.14

if.then181.14:                                    ; preds = %cond.end174.14
  %add186.14 = add nuw nsw i64 %mul184.14, %conv133
  %arrayidx187.14 = getelementptr inbounds i32, ptr %cond, i64 %add186.14
  store i32 %cond175.14, ptr %arrayidx187.14, align 4, !tbaa !19
  br label %if.end188.14

if.end188.14:                                     ; preds = %if.then181.14, %cond.end174.14
  br i1 %or.cond.15, label %cond.true169.15, label %cond.end174.15

cond.true169.15:                                  ; preds = %if.end188.14
  %conv1.i783.15 = zext i32 %cond138.15 to i64
  %mul.i784.15 = mul nuw i64 %conv.i782, %conv1.i783.15
  %conv.i.i785.15 = trunc i64 %mul.i784.15 to i32
  %mul.i.i786.15 = mul i32 %q.sroa.11.0.copyload, %conv.i.i785.15
  %conv1.i.i787.15 = zext i32 %mul.i.i786.15 to i64
  %mul3.i.i789.15 = mul nuw i64 %conv1.i.i787.15, %conv4.i
  %add.i.i790.15 = add i64 %mul3.i.i789.15, %mul.i784.15
  %shr.i.i791.15 = lshr i64 %add.i.i790.15, 32
  %cmp.not.i.i792.15 = icmp ult i64 %shr.i.i791.15, %conv4.i
  %sub.i.i793.15 = select i1 %cmp.not.i.i792.15, i64 0, i64 %conv4.i
  %cond.i.i794.15 = sub nsw i64 %shr.i.i791.15, %sub.i.i793.15
  %conv8.i.i795.15 = trunc i64 %cond.i.i794.15 to i32
  br label %cond.end174.15

cond.end174.15:                                   ; preds = %cond.true169.15, %if.end188.14
  %cond175.15 = phi i32 [ %conv8.i.i795.15, %cond.true169.15 ], [ 0, %if.end188.14 ]
  store i32 %cond175.15, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.15, align 4, !tbaa !19
  br i1 %or.cond.15, label %if.then181.15, label %if.end188.15

if.then181.15:                                    ; preds = %cond.end174.15
  %add186.15 = add nuw nsw i64 %mul184.15, %conv133
  %arrayidx187.15 = getelementptr inbounds i32, ptr %cond, i64 %add186.15
  store i32 %cond175.15, ptr %arrayidx187.15, align 4, !tbaa !19
  br label %if.end188.15

if.end188.15:                                     ; preds = %if.then181.15, %cond.end174.15
  %conv8.i.i = trunc i64 %cond.i.i to i32
  %idxprom192 = zext i32 %count.0859 to i64
  %arrayidx193 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4pinv to ptr), i64 0, i64 %idxprom192
  store i32 %conv8.i.i, ptr %arrayidx193, align 4, !tbaa !19
  %arrayidx196 = getelementptr inbounds i32, ptr %add.ptr4, i64 %conv133
  store i32 %add47, ptr %arrayidx196, align 4, !tbaa !19
  %add201 = add nuw nsw i64 %idxprom192, %conv200
  %add203 = add i64 %add201, %mul3
  %arrayidx204 = getelementptr inbounds i32, ptr %pivrows, i64 %add203
  store i32 %r.0.lcssa.i, ptr %arrayidx204, align 4, !tbaa !19
  %add205 = add i32 %t.0857, %c0
  %add212 = add i64 %add201, %mul208
  %arrayidx213 = getelementptr inbounds i32, ptr %pivcols, i64 %add212
  store i32 %add205, ptr %arrayidx213, align 4, !tbaa !19
  %arrayidx215 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 2, i64 %idxprom192
  store i32 %r.0.lcssa.i, ptr %arrayidx215, align 4, !tbaa !19
  %arrayidx217 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 3, i64 %idxprom192
  store i32 %t.0857, ptr %arrayidx217, align 4, !tbaa !19
  br label %if.end218

if.end218:                                        ; preds = %if.end188.15, %if.end117
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %62 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.1, align 4, !tbaa !19
  %conv.i796.1 = zext i32 %62 to i64
  %shl.i.1 = shl nuw i64 %conv.i796.1, 32
  %63 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.1, i64 %q.sroa.17834.0.copyload)
  %mul.i798.1 = mul i64 %63, %conv4.i
  %sub.i799.1 = sub i64 %shl.i.1, %mul.i798.1
  %cmp.not.i800.1 = icmp uge i64 %sub.i799.1, %conv4.i
  %add.i801.1 = zext i1 %cmp.not.i800.1 to i64
  %cond.i802.1 = add i64 %63, %add.i801.1
  %conv4.i803.1 = trunc i64 %cond.i802.1 to i32
  %64 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.2, align 4, !tbaa !19
  %conv.i796.2 = zext i32 %64 to i64
  %shl.i.2 = shl nuw i64 %conv.i796.2, 32
  %65 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.2, i64 %q.sroa.17834.0.copyload)
  %mul.i798.2 = mul i64 %65, %conv4.i
  %sub.i799.2 = sub i64 %shl.i.2, %mul.i798.2
  %cmp.not.i800.2 = icmp uge i64 %sub.i799.2, %conv4.i
  %add.i801.2 = zext i1 %cmp.not.i800.2 to i64
  %cond.i802.2 = add i64 %65, %add.i801.2
  %conv4.i803.2 = trunc i64 %cond.i802.2 to i32
  %66 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.3, align 4, !tbaa !19
  %conv.i796.3 = zext i32 %66 to i64
  %shl.i.3 = shl nuw i64 %conv.i796.3, 32
  %67 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.3, i64 %q.sroa.17834.0.copyload)
  %mul.i798.3 = mul i64 %67, %conv4.i
  %sub.i799.3 = sub i64 %shl.i.3, %mul.i798.3
  %cmp.not.i800.3 = icmp uge i64 %sub.i799.3, %conv4.i
  %add.i801.3 = zext i1 %cmp.not.i800.3 to i64
  %cond.i802.3 = add i64 %67, %add.i801.3
  %conv4.i803.3 = trunc i64 %cond.i802.3 to i32
  %68 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.4, align 4, !tbaa !19
  %conv.i796.4 = zext i32 %68 to i64
  %shl.i.4 = shl nuw i64 %conv.i796.4, 32
  %69 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.4, i64 %q.sroa.17834.0.copyload)
  %mul.i798.4 = mul i64 %69, %conv4.i
  %sub.i799.4 = sub i64 %shl.i.4, %mul.i798.4
  %cmp.not.i800.4 = icmp uge i64 %sub.i799.4, %conv4.i
  %add.i801.4 = zext i1 %cmp.not.i800.4 to i64
  %cond.i802.4 = add i64 %69, %add.i801.4
  %conv4.i803.4 = trunc i64 %cond.i802.4 to i32
  %70 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.5, align 4, !tbaa !19
  %conv.i796.5 = zext i32 %70 to i64
  %shl.i.5 = shl nuw i64 %conv.i796.5, 32
  %71 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.5, i64 %q.sroa.17834.0.copyload)
  %mul.i798.5 = mul i64 %71, %conv4.i
  %sub.i799.5 = sub i64 %shl.i.5, %mul.i798.5
  %cmp.not.i800.5 = icmp uge i64 %sub.i799.5, %conv4.i
  %add.i801.5 = zext i1 %cmp.not.i800.5 to i64
  %cond.i802.5 = add i64 %71, %add.i801.5
  %conv4.i803.5 = trunc i64 %cond.i802.5 to i32
  %72 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.6, align 4, !tbaa !19
  %conv.i796.6 = zext i32 %72 to i64
  %shl.i.6 = shl nuw i64 %conv.i796.6, 32
  %73 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.6, i64 %q.sroa.17834.0.copyload)
  %mul.i798.6 = mul i64 %73, %conv4.i
  %sub.i799.6 = sub i64 %shl.i.6, %mul.i798.6
  %cmp.not.i800.6 = icmp uge i64 %sub.i799.6, %conv4.i
  %add.i801.6 = zext i1 %cmp.not.i800.6 to i64
  %cond.i802.6 = add i64 %73, %add.i801.6
  %conv4.i803.6 = trunc i64 %cond.i802.6 to i32
  %74 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.7, align 4, !tbaa !19
  %conv.i796.7 = zext i32 %74 to i64
  %shl.i.7 = shl nuw i64 %conv.i796.7, 32
  %75 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.7, i64 %q.sroa.17834.0.copyload)
  %mul.i798.7 = mul i64 %75, %conv4.i
  %sub.i799.7 = sub i64 %shl.i.7, %mul.i798.7
  %cmp.not.i800.7 = icmp uge i64 %sub.i799.7, %conv4.i
  %add.i801.7 = zext i1 %cmp.not.i800.7 to i64
  %cond.i802.7 = add i64 %75, %add.i801.7
  %conv4.i803.7 = trunc i64 %cond.i802.7 to i32
  %76 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.8, align 4, !tbaa !19
  %conv.i796.8 = zext i32 %76 to i64
  %shl.i.8 = shl nuw i64 %conv.i796.8, 32
  %77 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.8, i64 %q.sroa.17834.0.copyload)
  %mul.i798.8 = mul i64 %77, %conv4.i
  %sub.i799.8 = sub i64 %shl.i.8, %mul.i798.8
  %cmp.not.i800.8 = icmp uge i64 %sub.i799.8, %conv4.i
  %add.i801.8 = zext i1 %cmp.not.i800.8 to i64
  %cond.i802.8 = add i64 %77, %add.i801.8
  %conv4.i803.8 = trunc i64 %cond.i802.8 to i32
  %78 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.9, align 4, !tbaa !19
  %conv.i796.9 = zext i32 %78 to i64
  %shl.i.9 = shl nuw i64 %conv.i796.9, 32
  %79 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.9, i64 %q.sroa.17834.0.copyload)
  %mul.i798.9 = mul i64 %79, %conv4.i
  %sub.i799.9 = sub i64 %shl.i.9, %mul.i798.9
  %cmp.not.i800.9 = icmp uge i64 %sub.i799.9, %conv4.i
  %add.i801.9 = zext i1 %cmp.not.i800.9 to i64
  %cond.i802.9 = add i64 %79, %add.i801.9
  %conv4.i803.9 = trunc i64 %cond.i802.9 to i32
  %80 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.10, align 4, !tbaa !19
  %conv.i796.10 = zext i32 %80 to i64
  %shl.i.10 = shl nuw i64 %conv.i796.10, 32
  %81 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.10, i64 %q.sroa.17834.0.copyload)
  %mul.i798.10 = mul i64 %81, %conv4.i
  %sub.i799.10 = sub i64 %shl.i.10, %mul.i798.10
  %cmp.not.i800.10 = icmp uge i64 %sub.i799.10, %conv4.i
  %add.i801.10 = zext i1 %cmp.not.i800.10 to i64
  %cond.i802.10 = add i64 %81, %add.i801.10
  %conv4.i803.10 = trunc i64 %cond.i802.10 to i32
  %82 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.11, align 4, !tbaa !19
  %conv.i796.11 = zext i32 %82 to i64
  %shl.i.11 = shl nuw i64 %conv.i796.11, 32
  %83 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.11, i64 %q.sroa.17834.0.copyload)
  %mul.i798.11 = mul i64 %83, %conv4.i
  %sub.i799.11 = sub i64 %shl.i.11, %mul.i798.11
  %cmp.not.i800.11 = icmp uge i64 %sub.i799.11, %conv4.i
  %add.i801.11 = zext i1 %cmp.not.i800.11 to i64
  %cond.i802.11 = add i64 %83, %add.i801.11
  %conv4.i803.11 = trunc i64 %cond.i802.11 to i32
  %84 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.12, align 4, !tbaa !19
  %conv.i796.12 = zext i32 %84 to i64
  %shl.i.12 = shl nuw i64 %conv.i796.12, 32
  %85 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.12, i64 %q.sroa.17834.0.copyload)
  %mul.i798.12 = mul i64 %85, %conv4.i
  %sub.i799.12 = sub i64 %shl.i.12, %mul.i798.12
  %cmp.not.i800.12 = icmp uge i64 %sub.i799.12, %conv4.i
  %add.i801.12 = zext i1 %cmp.not.i800.12 to i64
  %cond.i802.12 = add i64 %85, %add.i801.12
  %conv4.i803.12 = trunc i64 %cond.i802.12 to i32
  %86 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.13, align 4, !tbaa !19
  %conv.i796.13 = zext i32 %86 to i64
  %shl.i.13 = shl nuw i64 %conv.i796.13, 32
  %87 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.13, i64 %q.sroa.17834.0.copyload)
  %mul.i798.13 = mul i64 %87, %conv4.i
  %sub.i799.13 = sub i64 %shl.i.13, %mul.i798.13
  %cmp.not.i800.13 = icmp uge i64 %sub.i799.13, %conv4.i
  %add.i801.13 = zext i1 %cmp.not.i800.13 to i64
  %cond.i802.13 = add i64 %87, %add.i801.13
  %conv4.i803.13 = trunc i64 %cond.i802.13 to i32
  %88 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.14, align 4, !tbaa !19
  %conv.i796.14 = zext i32 %88 to i64
  %shl.i.14 = shl nuw i64 %conv.i796.14, 32
  %89 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.14, i64 %q.sroa.17834.0.copyload)
  %mul.i798.14 = mul i64 %89, %conv4.i
  %sub.i799.14 = sub i64 %shl.i.14, %mul.i798.14
  %cmp.not.i800.14 = icmp uge i64 %sub.i799.14, %conv4.i
  %add.i801.14 = zext i1 %cmp.not.i800.14 to i64
  %cond.i802.14 = add i64 %89, %add.i801.14
  %conv4.i803.14 = trunc i64 %cond.i802.14 to i32
  %90 = load i32, ptr addrspace(3) @_ZZ15gb_panel_factorE4prow.15, align 4, !tbaa !19
  %conv.i796.15 = zext i32 %90 to i64
  %shl.i.15 = shl nuw i64 %conv.i796.15, 32
  %91 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %shl.i.15, i64 %q.sroa.17834.0.copyload)
  %mul.i798.15 = mul i64 %91, %conv4.i
  %sub.i799.15 = sub i64 %shl.i.15, %mul.i798.15
  %cmp.not.i800.15 = icmp uge i64 %sub.i799.15, %conv4.i
  %add.i801.15 = zext i1 %cmp.not.i800.15 to i64
  %cond.i802.15 = add i64 %91, %add.i801.15
  %conv4.i803.15 = trunc i64 %cond.i802.15 to i32
  br i1 %cmp836, label %for.body240.preheader, label %for.cond.cleanup239

for.body240.preheader:                            ; preds = %if.end218
  %cmp261.not = icmp eq i32 %t.0857, 0
  %cmp261.not.1 = icmp ult i32 %t.0857, 2
  %cmp261.not.2 = icmp ult i32 %t.0857, 3
  %cmp261.not.3 = icmp ult i32 %t.0857, 4
  %cmp261.not.4 = icmp ult i32 %t.0857, 5
  %cmp261.not.5 = icmp ult i32 %t.0857, 6
  %cmp261.not.6 = icmp ult i32 %t.0857, 7
  %cmp261.not.7 = icmp ult i32 %t.0857, 8
  %cmp261.not.8 = icmp ult i32 %t.0857, 9
  %cmp261.not.9 = icmp ult i32 %t.0857, 10
  %cmp261.not.10 = icmp ult i32 %t.0857, 11
  %cmp261.not.11 = icmp ult i32 %t.0857, 12
  %cmp261.not.12 = icmp ult i32 %t.0857, 13
  %cmp261.not.13 = icmp ult i32 %t.0857, 14
  %cmp261.not.14 = icmp ult i32 %t.0857, 15
  %cmp261.not.15 = icmp ult i32 %t.0857, 16
  %cmp297 = icmp eq i32 %t.0857, 0
  %cmp297.1 = icmp eq i32 %t.0857, 1
  %cmp297.2 = icmp eq i32 %t.0857, 2
  %cmp297.3 = icmp eq i32 %t.0857, 3
  %cmp297.4 = icmp eq i32 %t.0857, 4
  %cmp297.5 = icmp eq i32 %t.0857, 5
  %cmp297.6 = icmp eq i32 %t.0857, 6
  %cmp297.7 = icmp eq i32 %t.0857, 7
  %cmp297.8 = icmp eq i32 %t.0857, 8
  %cmp297.9 = icmp eq i32 %t.0857, 9
  %cmp297.10 = icmp eq i32 %t.0857, 10
  %cmp297.11 = icmp eq i32 %t.0857, 11
  %cmp297.12 = icmp eq i32 %t.0857, 12
  %cmp297.13 = icmp eq i32 %t.0857, 13
  %cmp297.14 = icmp eq i32 %t.0857, 14
  %cmp297.15 = icmp eq i32 %t.0857, 15
  %cmp317.1 = icmp eq i32 %t.0857, 0
  %or.cond773.1 = and i1 %cmp317.1, %cmp263.1
  %cmp317.2 = icmp ult i32 %t.0857, 2
  %or.cond773.2 = and i1 %cmp317.2, %cmp263.2
  %cmp317.3 = icmp ult i32 %t.0857, 3
  %or.cond773.3 = and i1 %cmp317.3, %cmp263.3
  %cmp317.4 = icmp ult i32 %t.0857, 4
  %or.cond773.4 = and i1 %cmp317.4, %cmp263.4
  %cmp317.5 = icmp ult i32 %t.0857, 5
  %or.cond773.5 = and i1 %cmp317.5, %cmp263.5
  %cmp317.6 = icmp ult i32 %t.0857, 6
  %or.cond773.6 = and i1 %cmp317.6, %cmp263.6
  %cmp317.7 = icmp ult i32 %t.0857, 7
  %or.cond773.7 = and i1 %cmp317.7, %cmp263.7
  %cmp317.8 = icmp ult i32 %t.0857, 8
  %or.cond773.8 = and i1 %cmp317.8, %cmp263.8
  %cmp317.9 = icmp ult i32 %t.0857, 9
  %or.cond773.9 = and i1 %cmp317.9, %cmp263.9
  %cmp317.10 = icmp ult i32 %t.0857, 10
  %or.cond773.10 = and i1 %cmp317.10, %cmp263.10
  %cmp317.11 = icmp ult i32 %t.0857, 11
  %or.cond773.11 = and i1 %cmp317.11, %cmp263.11
  %cmp317.12 = icmp ult i32 %t.0857, 12
  %or.cond773.12 = and i1 %cmp317.12, %cmp263.12
  %cmp317.13 = icmp ult i32 %t.0857, 13
  %or.cond773.13 = and i1 %cmp317.13, %cmp263.13
  %cmp317.14 = icmp ult i32 %t.0857, 14
  %or.cond773.14 = and i1 %cmp317.14, %cmp263.14
  %cmp317.15 = icmp ult i32 %t.0857, 15
  %or.cond773.15 = and i1 %cmp317.15, %cmp263.15
  %cmp317.1.1 = icmp eq i32 %t.0857, 0
  %or.cond773.1.1 = and i1 %cmp317.1.1, %cmp263.1
  %cmp317.2.1 = icmp ult i32 %t.0857, 2
  %or.cond773.2.1 = and i1 %cmp317.2.1, %cmp263.2
  %cmp317.3.1 = icmp ult i32 %t.0857, 3
  %or.cond773.3.1 = and i1 %cmp317.3.1, %cmp263.3
  %cmp317.4.1 = icmp ult i32 %t.0857, 4
  %or.cond773.4.1 = and i1 %cmp317.4.1, %cmp263.4
  %cmp317.5.1 = icmp ult i32 %t.0857, 5
  %or.cond773.5.1 = and i1 %cmp317.5.1, %cmp263.5
  %cmp317.6.1 = icmp ult i32 %t.0857, 6
  %or.cond773.6.1 = and i1 %cmp317.6.1, %cmp263.6
  %cmp317.7.1 = icmp ult i32 %t.0857, 7
  %or.cond773.7.1 = and i1 %cmp317.7.1, %cmp263.7
  %cmp317.8.1 = icmp ult i32 %t.0857, 8
  %or.cond773.8.1 = and i1 %cmp317.8.1, %cmp263.8
  %cmp317.9.1 = icmp ult i32 %t.0857, 9
  %or.cond773.9.1 = and i1 %cmp317.9.1, %cmp263.9
  %cmp317.10.1 = icmp ult i32 %t.0857, 10
  %or.cond773.10.1 = and i1 %cmp317.10.1, %cmp263.10
  %cmp317.11.1 = icmp ult i32 %t.0857, 11
  %or.cond773.11.1 = and i1 %cmp317.11.1, %cmp263.11
  %cmp317.12.1 = icmp ult i32 %t.0857, 12
  %or.cond773.12.1 = and i1 %cmp317.12.1, %cmp263.12
  %cmp317.13.1 = icmp ult i32 %t.0857, 13
  %or.cond773.13.1 = and i1 %cmp317.13.1, %cmp263.13
  %cmp317.14.1 = icmp ult i32 %t.0857, 14
  %or.cond773.14.1 = and i1 %cmp317.14.1, %cmp263.14
  %cmp317.15.1 = icmp ult i32 %t.0857, 15
  %or.cond773.15.1 = and i1 %cmp317.15.1, %cmp263.15
  br label %for.body240

for.cond.cleanup239:                              ; preds = %cleanup.1, %if.end218
  %inc357 = add i32 %count.0859, 1
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup358

for.body240:                                      ; preds = %for.body240.preheader, %cleanup.1
  %i0236.0855 = phi i32 [ %add354, %cleanup.1 ], [ %1, %for.body240.preheader ]
  %cmp252 = icmp ne i32 %i0236.0855, %r.0.lcssa.i
  %conv268 = zext i32 %i0236.0855 to i64
  %or.cond771 = select i1 %cmp252, i1 %cmp261.not, i1 false
  br i1 %or.cond771, label %cond.true264, label %cond.end272

cond.true264:                                     ; preds = %for.body240
  %arrayidx270 = getelementptr inbounds i32, ptr %cond, i64 %conv268
  %92 = load i32, ptr %arrayidx270, align 4, !tbaa !19
  br label %cond.end272

cond.end272:                                      ; preds = %for.body240, %cond.true264
  %cond273 = phi i32 [ %92, %cond.true264 ], [ 0, %for.body240 ]
  %or.cond771.1 = select i1 %cmp252, i1 %cmp261.not.1, i1 false
  %or.cond772.1 = and i1 %or.cond771.1, %cmp263.1
  br i1 %or.cond772.1, label %cond.true264.1, label %cond.end272.1

cond.true264.1:                                   ; preds = %cond.end272
  %add269.1 = add nuw nsw i64 %conv2, %conv268
  %arrayidx270.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.1
  %93 = load i32, ptr %arrayidx270.1, align 4, !tbaa !19
  br label %cond.end272.1

cond.end272.1:                                    ; preds = %cond.true264.1, %cond.end272
  %cond273.1 = phi i32 [ %93, %cond.true264.1 ], [ 0, %cond.end272 ]
  %or.cond771.2 = select i1 %cmp252, i1 %cmp261.not.2, i1 false
  %or.cond772.2 = and i1 %or.cond771.2, %cmp263.2
  br i1 %or.cond772.2, label %cond.true264.2, label %cond.end272.2

cond.true264.2:                                   ; preds = %cond.end272.1
  %add269.2 = add nuw nsw i64 %mul267.2, %conv268
  %arrayidx270.2 = getelementptr inbounds i32, ptr %cond, i64 %add269.2
  %94 = load i32, ptr %arrayidx270.2, align 4, !tbaa !19
  br label %cond.end272.2

cond.end272.2:                                    ; preds = %cond.true264.2, %cond.end272.1
  %cond273.2 = phi i32 [ %94, %cond.true264.2 ], [ 0, %cond.end272.1 ]
  %or.cond771.3 = select i1 %cmp252, i1 %cmp261.not.3, i1 false
  %or.cond772.3 = and i1 %or.cond771.3, %cmp263.3
  br i1 %or.cond772.3, label %cond.true264.3, label %cond.end272.3

cond.true264.3:                                   ; preds = %cond.end272.2
  %add269.3 = add nuw nsw i64 %mul267.3, %conv268
  %arrayidx270.3 = getelementptr inbounds i32, ptr %cond, i64 %add269.3
  %95 = load i32, ptr %arrayidx270.3, align 4, !tbaa !19
  br label %cond.end272.3

cond.end272.3:                                    ; preds = %cond.true264.3, %cond.end272.2
  %cond273.3 = phi i32 [ %95, %cond.true264.3 ], [ 0, %cond.end272.2 ]
  %or.cond771.4 = select i1 %cmp252, i1 %cmp261.not.4, i1 false
  %or.cond772.4 = and i1 %or.cond771.4, %cmp263.4
  br i1 %or.cond772.4, label %cond.true264.4, label %cond.end272.4

cond.true264.4:                                   ; preds = %cond.end272.3
  %add269.4 = add nuw nsw i64 %mul267.4, %conv268
  %arrayidx270.4 = getelementptr inbounds i32, ptr %cond, i64 %add269.4
  %96 = load i32, ptr %arrayidx270.4, align 4, !tbaa !19
  br label %cond.end272.4

cond.end272.4:                                    ; preds = %cond.true264.4, %cond.end272.3
  %cond273.4 = phi i32 [ %96, %cond.true264.4 ], [ 0, %cond.end272.3 ]
  %or.cond771.5 = select i1 %cmp252, i1 %cmp261.not.5, i1 false
  %or.cond772.5 = and i1 %or.cond771.5, %cmp263.5
  br i1 %or.cond772.5, label %cond.true264.5, label %cond.end272.5

cond.true264.5:                                   ; preds = %cond.end272.4
  %add269.5 = add nuw nsw i64 %mul267.5, %conv268
  %arrayidx270.5 = getelementptr inbounds i32, ptr %cond, i64 %add269.5
  %97 = load i32, ptr %arrayidx270.5, align 4, !tbaa !19
  br label %cond.end272.5

cond.end272.5:                                    ; preds = %cond.true264.5, %cond.end272.4
  %cond273.5 = phi i32 [ %97, %cond.true264.5 ], [ 0, %cond.end272.4 ]
  %or.cond771.6 = select i1 %cmp252, i1 %cmp261.not.6, i1 false
  %or.cond772.6 = and i1 %or.cond771.6, %cmp263.6
  br i1 %or.cond772.6, label %cond.true264.6, label %cond.end272.6

cond.true264.6:                                   ; preds = %cond.end272.5
  %add269.6 = add nuw nsw i64 %mul267.6, %conv268
  %arrayidx270.6 = getelementptr inbounds i32, ptr %cond, i64 %add269.6
  %98 = load i32, ptr %arrayidx270.6, align 4, !tbaa !19
  br label %cond.end272.6

cond.end272.6:                                    ; preds = %cond.true264.6, %cond.end272.5
  %cond273.6 = phi i32 [ %98, %cond.true264.6 ], [ 0, %cond.end272.5 ]
  %or.cond771.7 = select i1 %cmp252, i1 %cmp261.not.7, i1 false
  %or.cond772.7 = and i1 %or.cond771.7, %cmp263.7
  br i1 %or.cond772.7, label %cond.true264.7, label %cond.end272.7

cond.true264.7:                                   ; preds = %cond.end272.6
  %add269.7 = add nuw nsw i64 %mul267.7, %conv268
  %arrayidx270.7 = getelementptr inbounds i32, ptr %cond, i64 %add269.7
  %99 = load i32, ptr %arrayidx270.7, align 4, !tbaa !19
  br label %cond.end272.7

cond.end272.7:                                    ; preds = %cond.true264.7, %cond.end272.6
  %cond273.7 = phi i32 [ %99, %cond.true264.7 ], [ 0, %cond.end272.6 ]
  %or.cond771.8 = select i1 %cmp252, i1 %cmp261.not.8, i1 false
  %or.cond772.8 = and i1 %or.cond771.8, %cmp263.8
  br i1 %or.cond772.8, label %cond.true264.8, label %cond.end272.8

cond.true264.8:                                   ; preds = %cond.end272.7
  %add269.8 = add nuw nsw i64 %mul267.8, %conv268
  %arrayidx270.8 = getelementptr inbounds i32, ptr %cond, i64 %add269.8
  %100 = load i32, ptr %arrayidx270.8, align 4, !tbaa !19
  br label %cond.end272.8

cond.end272.8:                                    ; preds = %cond.true264.8, %cond.end272.7
  %cond273.8 = phi i32 [ %100, %cond.true264.8 ], [ 0, %cond.end272.7 ]
  %or.cond771.9 = select i1 %cmp252, i1 %cmp261.not.9, i1 false
  %or.cond772.9 = and i1 %or.cond771.9, %cmp263.9
  br i1 %or.cond772.9, label %cond.true264.9, label %cond.end272.9

cond.true264.9:                                   ; preds = %cond.end272.8
  %add269.9 = add nuw nsw i64 %mul267.9, %conv268
  %arrayidx270.9 = getelementptr inbounds i32, ptr %cond, i64 %add269.9
  %101 = load i32, ptr %arrayidx270.9, align 4, !tbaa !19
  br label %cond.end272.9

cond.end272.9:                                    ; preds = %cond.true264.9, %cond.end272.8
  %cond273.9 = phi i32 [ %101, %cond.true264.9 ], [ 0, %cond.end272.8 ]
  %or.cond771.10 = select i1 %cmp252, i1 %cmp261.not.10, i1 false
  %or.cond772.10 = and i1 %or.cond771.10, %cmp263.10
  br i1 %or.cond772.10, label %cond.true264.10, label %cond.end272.10

cond.true264.10:                                  ; preds = %cond.end272.9
  %add269.10 = add nuw nsw i64 %mul267.10, %conv268
  %arrayidx270.10 = getelementptr inbounds i32, ptr %cond, i64 %add269.10
  %102 = load i32, ptr %arrayidx270.10, align 4, !tbaa !19
  br label %cond.end272.10

cond.end272.10:                                   ; preds = %cond.true264.10, %cond.end272.9
  %cond273.10 = phi i32 [ %102, %cond.true264.10 ], [ 0, %cond.end272.9 ]
  %or.cond771.11 = select i1 %cmp252, i1 %cmp261.not.11, i1 false
  %or.cond772.11 = and i1 %or.cond771.11, %cmp263.11
  br i1 %or.cond772.11, label %cond.true264.11, label %cond.end272.11

cond.true264.11:                                  ; preds = %cond.end272.10
  %add269.11 = add nuw nsw i64 %mul267.11, %conv268
  %arrayidx270.11 = getelementptr inbounds i32, ptr %cond, i64 %add269.11
  %103 = load i32, ptr %arrayidx270.11, align 4, !tbaa !19
  br label %cond.end272.11

cond.end272.11:                                   ; preds = %cond.true264.11, %cond.end272.10
  %cond273.11 = phi i32 [ %103, %cond.true264.11 ], [ 0, %cond.end272.10 ]
  %or.cond771.12 = select i1 %cmp252, i1 %cmp261.not.12, i1 false
  %or.cond772.12 = and i1 %or.cond771.12, %cmp263.12
  br i1 %or.cond772.12, label %cond.true264.12, label %cond.end272.12

cond.true264.12:                                  ; preds = %cond.end272.11
  %add269.12 = add nuw nsw i64 %mul267.12, %conv268
  %arrayidx270.12 = getelementptr inbounds i32, ptr %cond, i64 %add269.12
  %104 = load i32, ptr %arrayidx270.12, align 4, !tbaa !19
  br label %cond.end272.12

cond.end272.12:                                   ; preds = %cond.true264.12, %cond.end272.11
  %cond273.12 = phi i32 [ %104, %cond.true264.12 ], [ 0, %cond.end272.11 ]
  %or.cond771.13 = select i1 %cmp252, i1 %cmp261.not.13, i1 false
  %or.cond772.13 = and i1 %or.cond771.13, %cmp263.13
  br i1 %or.cond772.13, label %cond.true264.13, label %cond.end272.13

cond.true264.13:                                  ; preds = %cond.end272.12
  %add269.13 = add nuw nsw i64 %mul267.13, %conv268
  %arrayidx270.13 = getelementptr inbounds i32, ptr %cond, i64 %add269.13
  %105 = load i32, ptr %arrayidx270.13, align 4, !tbaa !19
  br label %cond.end272.13

cond.end272.13:                                   ; preds = %cond.true264.13, %cond.end272.12
  %cond273.13 = phi i32 [ %105, %cond.true264.13 ], [ 0, %cond.end272.12 ]
  %or.cond771.14 = select i1 %cmp252, i1 %cmp261.not.14, i1 false
  %or.cond772.14 = and i1 %or.cond771.14, %cmp263.14
  br i1 %or.cond772.14, label %cond.true264.14, label %cond.end272.14

cond.true264.14:                                  ; preds = %cond.end272.13
  %add269.14 = add nuw nsw i64 %mul267.14, %conv268
  %arrayidx270.14 = getelementptr inbounds i32, ptr %cond, i64 %add269.14
  %106 = load i32, ptr %arrayidx270.14, align 4, !tbaa !19
  br label %cond.end272.14

cond.end272.14:                                   ; preds = %cond.true264.14, %cond.end272.13
  %cond273.14 = phi i32 [ %106, %cond.true264.14 ], [ 0, %cond.end272.13 ]
  %or.cond771.15 = select i1 %cmp252, i1 %cmp261.not.15, i1 false
  %or.cond772.15 = and i1 %or.cond771.15, %cmp263.15
  br i1 %or.cond772.15, label %cond.true264.15, label %cond.end272.15

cond.true264.15:                                  ; preds = %cond.end272.14
  %add269.15 = add nuw nsw i64 %mul267.15, %conv268
  %arrayidx270.15 = getelementptr inbounds i32, ptr %cond, i64 %add269.15
  %107 = load i32, ptr %arrayidx270.15, align 4, !tbaa !19
  br label %cond.end272.15

cond.end272.15:                                   ; preds = %cond.true264.15, %cond.end272.14
  %cond273.15 = phi i32 [ %107, %cond.true264.15 ], [ 0, %cond.end272.14 ]
  %add249.1 = add i32 %2, %i0236.0855
  %cmp250.1 = icmp ult i32 %add249.1, %n
  %cmp252.1 = icmp ne i32 %add249.1, %r.0.lcssa.i
  %not..not.1 = and i1 %cmp250.1, %cmp252.1
  %conv268.1 = zext i32 %add249.1 to i64
  %or.cond771.1875 = select i1 %not..not.1, i1 %cmp261.not, i1 false
  br i1 %or.cond771.1875, label %cond.true264.1879, label %cond.end272.1882

cond.true264.1879:                                ; preds = %cond.end272.15
  %arrayidx270.1878 = getelementptr inbounds i32, ptr %cond, i64 %conv268.1
  %108 = load i32, ptr %arrayidx270.1878, align 4, !tbaa !19
  br label %cond.end272.1882

cond.end272.1882:                                 ; preds = %cond.true264.1879, %cond.end272.15
  %cond273.1880 = phi i32 [ %108, %cond.true264.1879 ], [ 0, %cond.end272.15 ]
  %or.cond771.1.1 = select i1 %not..not.1, i1 %cmp261.not.1, i1 false
  %or.cond772.1.1 = and i1 %or.cond771.1.1, %cmp263.1
  br i1 %or.cond772.1.1, label %cond.true264.1.1, label %cond.end272.1.1

cond.true264.1.1:                                 ; preds = %cond.end272.1882
  %add269.1.1 = add nuw nsw i64 %conv2, %conv268.1
  %arrayidx270.1.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.1.1
  %109 = load i32, ptr %arrayidx270.1.1, align 4, !tbaa !19
  br label %cond.end272.1.1

cond.end272.1.1:                                  ; preds = %cond.true264.1.1, %cond.end272.1882
  %cond273.1.1 = phi i32 [ %109, %cond.true264.1.1 ], [ 0, %cond.end272.1882 ]
  %or.cond771.2.1 = select i1 %not..not.1, i1 %cmp261.not.2, i1 false
  %or.cond772.2.1 = and i1 %or.cond771.2.1, %cmp263.2
  br i1 %or.cond772.2.1, label %cond.true264.2.1, label %cond.end272.2.1

cond.true264.2.1:                                 ; preds = %cond.end272.1.1
  %add269.2.1 = add nuw nsw i64 %mul267.2.1, %conv268.1
  %arrayidx270.2.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.2.1
  %110 = load i32, ptr %arrayidx270.2.1, align 4, !tbaa !19
  br label %cond.end272.2.1

cond.end272.2.1:                                  ; preds = %cond.true264.2.1, %cond.end272.1.1
  %cond273.2.1 = phi i32 [ %110, %cond.true264.2.1 ], [ 0, %cond.end272.1.1 ]
  %or.cond771.3.1 = select i1 %not..not.1, i1 %cmp261.not.3, i1 false
  %or.cond772.3.1 = and i1 %or.cond771.3.1, %cmp263.3
  br i1 %or.cond772.3.1, label %cond.true264.3.1, label %cond.end272.3.1

cond.true264.3.1:                                 ; preds = %cond.end272.2.1
  %add269.3.1 = add nuw nsw i64 %mul267.3.1, %conv268.1
  %arrayidx270.3.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.3.1
  %111 = load i32, ptr %arrayidx270.3.1, align 4, !tbaa !19
  br label %cond.end272.3.1

cond.end272.3.1:                                  ; preds = %cond.true264.3.1, %cond.end272.2.1
  %cond273.3.1 = phi i32 [ %111, %cond.true264.3.1 ], [ 0, %cond.end272.2.1 ]
  %or.cond771.4.1 = select i1 %not..not.1, i1 %cmp261.not.4, i1 false
  %or.cond772.4.1 = and i1 %or.cond771.4.1, %cmp263.4
  br i1 %or.cond772.4.1, label %cond.true264.4.1, label %cond.end272.4.1

cond.true264.4.1:                                 ; preds = %cond.end272.3.1
  %add269.4.1 = add nuw nsw i64 %mul267.4.1, %conv268.1
  %arrayidx270.4.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.4.1
  %112 = load i32, ptr %arrayidx270.4.1, align 4, !tbaa !19
  br label %cond.end272.4.1

cond.end272.4.1:                                  ; preds = %cond.true264.4.1, %cond.end272.3.1
  %cond273.4.1 = phi i32 [ %112, %cond.true264.4.1 ], [ 0, %cond.end272.3.1 ]
  %or.cond771.5.1 = select i1 %not..not.1, i1 %cmp261.not.5, i1 false
  %or.cond772.5.1 = and i1 %or.cond771.5.1, %cmp263.5
  br i1 %or.cond772.5.1, label %cond.true264.5.1, label %cond.end272.5.1

cond.true264.5.1:                                 ; preds = %cond.end272.4.1
  %add269.5.1 = add nuw nsw i64 %mul267.5.1, %conv268.1
  %arrayidx270.5.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.5.1
  %113 = load i32, ptr %arrayidx270.5.1, align 4, !tbaa !19
  br label %cond.end272.5.1

cond.end272.5.1:                                  ; preds = %cond.true264.5.1, %cond.end272.4.1
  %cond273.5.1 = phi i32 [ %113, %cond.true264.5.1 ], [ 0, %cond.end272.4.1 ]
  %or.cond771.6.1 = select i1 %not..not.1, i1 %cmp261.not.6, i1 false
  %or.cond772.6.1 = and i1 %or.cond771.6.1, %cmp263.6
  br i1 %or.cond772.6.1, label %cond.true264.6.1, label %cond.end272.6.1

cond.true264.6.1:                                 ; preds = %cond.end272.5.1
  %add269.6.1 = add nuw nsw i64 %mul267.6.1, %conv268.1
  %arrayidx270.6.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.6.1
  %114 = load i32, ptr %arrayidx270.6.1, align 4, !tbaa !19
  br label %cond.end272.6.1

cond.end272.6.1:                                  ; preds = %cond.true264.6.1, %cond.end272.5.1
  %cond273.6.1 = phi i32 [ %114, %cond.true264.6.1 ], [ 0, %cond.end272.5.1 ]
  %or.cond771.7.1 = select i1 %not..not.1, i1 %cmp261.not.7, i1 false
  %or.cond772.7.1 = and i1 %or.cond771.7.1, %cmp263.7
  br i1 %or.cond772.7.1, label %cond.true264.7.1, label %cond.end272.7.1

cond.true264.7.1:                                 ; preds = %cond.end272.6.1
  %add269.7.1 = add nuw nsw i64 %mul267.7.1, %conv268.1
  %arrayidx270.7.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.7.1
  %115 = load i32, ptr %arrayidx270.7.1, align 4, !tbaa !19
  br label %cond.end272.7.1

cond.end272.7.1:                                  ; preds = %cond.true264.7.1, %cond.end272.6.1
  %cond273.7.1 = phi i32 [ %115, %cond.true264.7.1 ], [ 0, %cond.end272.6.1 ]
  %or.cond771.8.1 = select i1 %not..not.1, i1 %cmp261.not.8, i1 false
  %or.cond772.8.1 = and i1 %or.cond771.8.1, %cmp263.8
  br i1 %or.cond772.8.1, label %cond.true264.8.1, label %cond.end272.8.1

cond.true264.8.1:                                 ; preds = %cond.end272.7.1
  %add269.8.1 = add nuw nsw i64 %mul267.8.1, %conv268.1
  %arrayidx270.8.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.8.1
  %116 = load i32, ptr %arrayidx270.8.1, align 4, !tbaa !19
  br label %cond.end272.8.1

cond.end272.8.1:                                  ; preds = %cond.true264.8.1, %cond.end272.7.1
  %cond273.8.1 = phi i32 [ %116, %cond.true264.8.1 ], [ 0, %cond.end272.7.1 ]
  %or.cond771.9.1 = select i1 %not..not.1, i1 %cmp261.not.9, i1 false
  %or.cond772.9.1 = and i1 %or.cond771.9.1, %cmp263.9
  br i1 %or.cond772.9.1, label %cond.true264.9.1, label %cond.end272.9.1

cond.true264.9.1:                                 ; preds = %cond.end272.8.1
  %add269.9.1 = add nuw nsw i64 %mul267.9.1, %conv268.1
  %arrayidx270.9.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.9.1
  %117 = load i32, ptr %arrayidx270.9.1, align 4, !tbaa !19
  br label %cond.end272.9.1

cond.end272.9.1:                                  ; preds = %cond.true264.9.1, %cond.end272.8.1
  %cond273.9.1 = phi i32 [ %117, %cond.true264.9.1 ], [ 0, %cond.end272.8.1 ]
  %or.cond771.10.1 = select i1 %not..not.1, i1 %cmp261.not.10, i1 false
  %or.cond772.10.1 = and i1 %or.cond771.10.1, %cmp263.10
  br i1 %or.cond772.10.1, label %cond.true264.10.1, label %cond.end272.10.1

cond.true264.10.1:                                ; preds = %cond.end272.9.1
  %add269.10.1 = add nuw nsw i64 %mul267.10.1, %conv268.1
  %arrayidx270.10.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.10.1
  %118 = load i32, ptr %arrayidx270.10.1, align 4, !tbaa !19
  br label %cond.end272.10.1

cond.end272.10.1:                                 ; preds = %cond.true264.10.1, %cond.end272.9.1
  %cond273.10.1 = phi i32 [ %118, %cond.true264.10.1 ], [ 0, %cond.end272.9.1 ]
  %or.cond771.11.1 = select i1 %not..not.1, i1 %cmp261.not.11, i1 false
  %or.cond772.11.1 = and i1 %or.cond771.11.1, %cmp263.11
  br i1 %or.cond772.11.1, label %cond.true264.11.1, label %cond.end272.11.1

cond.true264.11.1:                                ; preds = %cond.end272.10.1
  %add269.11.1 = add nuw nsw i64 %mul267.11.1, %conv268.1
  %arrayidx270.11.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.11.1
  %119 = load i32, ptr %arrayidx270.11.1, align 4, !tbaa !19
  br label %cond.end272.11.1

cond.end272.11.1:                                 ; preds = %cond.true264.11.1, %cond.end272.10.1
  %cond273.11.1 = phi i32 [ %119, %cond.true264.11.1 ], [ 0, %cond.end272.10.1 ]
  %or.cond771.12.1 = select i1 %not..not.1, i1 %cmp261.not.12, i1 false
  %or.cond772.12.1 = and i1 %or.cond771.12.1, %cmp263.12
  br i1 %or.cond772.12.1, label %cond.true264.12.1, label %cond.end272.12.1

cond.true264.12.1:                                ; preds = %cond.end272.11.1
  %add269.12.1 = add nuw nsw i64 %mul267.12.1, %conv268.1
  %arrayidx270.12.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.12.1
  %120 = load i32, ptr %arrayidx270.12.1, align 4, !tbaa !19
  br label %cond.end272.12.1

cond.end272.12.1:                                 ; preds = %cond.true264.12.1, %cond.end272.11.1
  %cond273.12.1 = phi i32 [ %120, %cond.true264.12.1 ], [ 0, %cond.end272.11.1 ]
  %or.cond771.13.1 = select i1 %not..not.1, i1 %cmp261.not.13, i1 false
  %or.cond772.13.1 = and i1 %or.cond771.13.1, %cmp263.13
  br i1 %or.cond772.13.1, label %cond.true264.13.1, label %cond.end272.13.1

cond.true264.13.1:                                ; preds = %cond.end272.12.1
  %add269.13.1 = add nuw nsw i64 %mul267.13.1, %conv268.1
  %arrayidx270.13.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.13.1
  %121 = load i32, ptr %arrayidx270.13.1, align 4, !tbaa !19
  br label %cond.end272.13.1

cond.end272.13.1:                                 ; preds = %cond.true264.13.1, %cond.end272.12.1
  %cond273.13.1 = phi i32 [ %121, %cond.true264.13.1 ], [ 0, %cond.end272.12.1 ]
  %or.cond771.14.1 = select i1 %not..not.1, i1 %cmp261.not.14, i1 false
  %or.cond772.14.1 = and i1 %or.cond771.14.1, %cmp263.14
  br i1 %or.cond772.14.1, label %cond.true264.14.1, label %cond.end272.14.1

cond.true264.14.1:                                ; preds = %cond.end272.13.1
  %add269.14.1 = add nuw nsw i64 %mul267.14.1, %conv268.1
  %arrayidx270.14.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.14.1
  %122 = load i32, ptr %arrayidx270.14.1, align 4, !tbaa !19
  br label %cond.end272.14.1

cond.end272.14.1:                                 ; preds = %cond.true264.14.1, %cond.end272.13.1
  %cond273.14.1 = phi i32 [ %122, %cond.true264.14.1 ], [ 0, %cond.end272.13.1 ]
  %or.cond771.15.1 = select i1 %not..not.1, i1 %cmp261.not.15, i1 false
  %or.cond772.15.1 = and i1 %or.cond771.15.1, %cmp263.15
  br i1 %or.cond772.15.1, label %cond.true264.15.1, label %cond.end272.15.1

cond.true264.15.1:                                ; preds = %cond.end272.14.1
  %add269.15.1 = add nuw nsw i64 %mul267.15.1, %conv268.1
  %arrayidx270.15.1 = getelementptr inbounds i32, ptr %cond, i64 %add269.15.1
  %123 = load i32, ptr %arrayidx270.15.1, align 4, !tbaa !19
  br label %cond.end272.15.1

cond.end272.15.1:                                 ; preds = %cond.true264.15.1, %cond.end272.14.1
  %cond273.15.1 = phi i32 [ %123, %cond.true264.15.1 ], [ 0, %cond.end272.14.1 ]
  %spec.select989 = select i1 %cmp297, i32 %cond273, i32 0
  %cond305.1 = select i1 %cmp297.1, i32 %cond273.1, i32 %spec.select989
  %cond305.2 = select i1 %cmp297.2, i32 %cond273.2, i32 %cond305.1
  %cond305.3 = select i1 %cmp297.3, i32 %cond273.3, i32 %cond305.2
  %cond305.4 = select i1 %cmp297.4, i32 %cond273.4, i32 %cond305.3
  %cond305.5 = select i1 %cmp297.5, i32 %cond273.5, i32 %cond305.4
  %cond305.6 = select i1 %cmp297.6, i32 %cond273.6, i32 %cond305.5
  %cond305.7 = select i1 %cmp297.7, i32 %cond273.7, i32 %cond305.6
  %cond305.8 = select i1 %cmp297.8, i32 %cond273.8, i32 %cond305.7
  %cond305.9 = select i1 %cmp297.9, i32 %cond273.9, i32 %cond305.8
  %cond305.10 = select i1 %cmp297.10, i32 %cond273.10, i32 %cond305.9
  %cond305.11 = select i1 %cmp297.11, i32 %cond273.11, i32 %cond305.10
  %cond305.12 = select i1 %cmp297.12, i32 %cond273.12, i32 %cond305.11
  %cond305.13 = select i1 %cmp297.13, i32 %cond273.13, i32 %cond305.12
  %cond305.14 = select i1 %cmp297.14, i32 %cond273.14, i32 %cond305.13
  %cond305.15 = select i1 %cmp297.15, i32 %cond273.15, i32 %cond305.14
  %cmp309 = icmp eq i32 %cond305.15, 0
  br i1 %cmp309, label %cleanup, label %for.inc338

for.inc338:                                       ; preds = %cond.end272.15.1
  br i1 %or.cond773.1, label %if.then320.1, label %for.inc338.1

if.then320.1:                                     ; preds = %for.inc338
  %mul.i804.1 = mul i32 %62, %cond305.15
  %124 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.1)
  %mul1.i805.1 = mul i32 %124, %q.sroa.0.0.copyload
  %sub.i806.1 = sub i32 %mul.i804.1, %mul1.i805.1
  %cmp.not.i807.1 = icmp ult i32 %sub.i806.1, %q.sroa.0.0.copyload
  %sub2.i808.1 = select i1 %cmp.not.i807.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.1 = sub i32 %sub.i806.1, %sub2.i808.1
  %cmp3.not.i.1 = icmp ult i32 %cond273.1, %cond.i809.1
  %add.i810.1 = select i1 %cmp3.not.i.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.1 = sub i32 %cond273.1, %cond.i809.1
  %cond9.i.1 = add i32 %x.pn.i.1, %add.i810.1
  %add335.1 = add nuw nsw i64 %conv2, %conv268
  %arrayidx336.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.1
  store i32 %cond9.i.1, ptr %arrayidx336.1, align 4, !tbaa !19
  br label %for.inc338.1

for.inc338.1:                                     ; preds = %if.then320.1, %for.inc338
  br i1 %or.cond773.2, label %if.then320.2, label %for.inc338.2

if.then320.2:                                     ; preds = %for.inc338.1
  %mul.i804.2 = mul i32 %64, %cond305.15
  %125 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.2)
  %mul1.i805.2 = mul i32 %125, %q.sroa.0.0.copyload
  %sub.i806.2 = sub i32 %mul.i804.2, %mul1.i805.2
  %cmp.not.i807.2 = icmp ult i32 %sub.i806.2, %q.sroa.0.0.copyload
  %sub2.i808.2 = select i1 %cmp.not.i807.2, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.2 = sub i32 %sub.i806.2, %sub2.i808.2
  %cmp3.not.i.2 = icmp ult i32 %cond273.2, %cond.i809.2
  %add.i810.2 = select i1 %cmp3.not.i.2, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.2 = sub i32 %cond273.2, %cond.i809.2
  %cond9.i.2 = add i32 %x.pn.i.2, %add.i810.2
  %add335.2 = add nuw nsw i64 %mul333.2, %conv268
  %arrayidx336.2 = getelementptr inbounds i32, ptr %cond, i64 %add335.2
  store i32 %cond9.i.2, ptr %arrayidx336.2, align 4, !tbaa !19
  br label %for.inc338.2

for.inc338.2:                                     ; preds = %if.then320.2, %for.inc338.1
  br i1 %or.cond773.3, label %if.then320.3, label %for.inc338.3

if.then320.3:                                     ; preds = %for.inc338.2
  %mul.i804.3 = mul i32 %66, %cond305.15
  %126 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.3)
  %mul1.i805.3 = mul i32 %126, %q.sroa.0.0.copyload
  %sub.i806.3 = sub i32 %mul.i804.3, %mul1.i805.3
  %cmp.not.i807.3 = icmp ult i32 %sub.i806.3, %q.sroa.0.0.copyload
  %sub2.i808.3 = select i1 %cmp.not.i807.3, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.3 = sub i32 %sub.i806.3, %sub2.i808.3
  %cmp3.not.i.3 = icmp ult i32 %cond273.3, %cond.i809.3
  %add.i810.3 = select i1 %cmp3.not.i.3, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.3 = sub i32 %cond273.3, %cond.i809.3
  %cond9.i.3 = add i32 %x.pn.i.3, %add.i810.3
  %add335.3 = add nuw nsw i64 %mul333.3, %conv268
  %arrayidx336.3 = getelementptr inbounds i32, ptr %cond, i64 %add335.3
  store i32 %cond9.i.3, ptr %arrayidx336.3, align 4, !tbaa !19
  br label %for.inc338.3

for.inc338.3:                                     ; preds = %if.then320.3, %for.inc338.2
  br i1 %or.cond773.4, label %if.then320.4, label %for.inc338.4

if.then320.4:                                     ; preds = %for.inc338.3
  %mul.i804.4 = mul i32 %68, %cond305.15
  %127 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.4)
  %mul1.i805.4 = mul i32 %127, %q.sroa.0.0.copyload
  %sub.i806.4 = sub i32 %mul.i804.4, %mul1.i805.4
  %cmp.not.i807.4 = icmp ult i32 %sub.i806.4, %q.sroa.0.0.copyload
  %sub2.i808.4 = select i1 %cmp.not.i807.4, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.4 = sub i32 %sub.i806.4, %sub2.i808.4
  %cmp3.not.i.4 = icmp ult i32 %cond273.4, %cond.i809.4
  %add.i810.4 = select i1 %cmp3.not.i.4, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.4 = sub i32 %cond273.4, %cond.i809.4
  %cond9.i.4 = add i32 %x.pn.i.4, %add.i810.4
  %add335.4 = add nuw nsw i64 %mul333.4, %conv268
  %arrayidx336.4 = getelementptr inbounds i32, ptr %cond, i64 %add335.4
  store i32 %cond9.i.4, ptr %arrayidx336.4, align 4, !tbaa !19
  br label %for.inc338.4

for.inc338.4:                                     ; preds = %if.then320.4, %for.inc338.3
  br i1 %or.cond773.5, label %if.then320.5, label %for.inc338.5

if.then320.5:                                     ; preds = %for.inc338.4
  %mul.i804.5 = mul i32 %70, %cond305.15
  %128 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.5)
  %mul1.i805.5 = mul i32 %128, %q.sroa.0.0.copyload
  %sub.i806.5 = sub i32 %mul.i804.5, %mul1.i805.5
  %cmp.not.i807.5 = icmp ult i32 %sub.i806.5, %q.sroa.0.0.copyload
  %sub2.i808.5 = select i1 %cmp.not.i807.5, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.5 = sub i32 %sub.i806.5, %sub2.i808.5
  %cmp3.not.i.5 = icmp ult i32 %cond273.5, %cond.i809.5
  %add.i810.5 = select i1 %cmp3.not.i.5, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.5 = sub i32 %cond273.5, %cond.i809.5
  %cond9.i.5 = add i32 %x.pn.i.5, %add.i810.5
  %add335.5 = add nuw nsw i64 %mul333.5, %conv268
  %arrayidx336.5 = getelementptr inbounds i32, ptr %cond, i64 %add335.5
  store i32 %cond9.i.5, ptr %arrayidx336.5, align 4, !tbaa !19
  br label %for.inc338.5

for.inc338.5:                                     ; preds = %if.then320.5, %for.inc338.4
  br i1 %or.cond773.6, label %if.then320.6, label %for.inc338.6

if.then320.6:                                     ; preds = %for.inc338.5
  %mul.i804.6 = mul i32 %72, %cond305.15
  %129 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.6)
  %mul1.i805.6 = mul i32 %129, %q.sroa.0.0.copyload
  %sub.i806.6 = sub i32 %mul.i804.6, %mul1.i805.6
  %cmp.not.i807.6 = icmp ult i32 %sub.i806.6, %q.sroa.0.0.copyload
  %sub2.i808.6 = select i1 %cmp.not.i807.6, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.6 = sub i32 %sub.i806.6, %sub2.i808.6
  %cmp3.not.i.6 = icmp ult i32 %cond273.6, %cond.i809.6
  %add.i810.6 = select i1 %cmp3.not.i.6, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.6 = sub i32 %cond273.6, %cond.i809.6
  %cond9.i.6 = add i32 %x.pn.i.6, %add.i810.6
  %add335.6 = add nuw nsw i64 %mul333.6, %conv268
  %arrayidx336.6 = getelementptr inbounds i32, ptr %cond, i64 %add335.6
  store i32 %cond9.i.6, ptr %arrayidx336.6, align 4, !tbaa !19
  br label %for.inc338.6

for.inc338.6:                                     ; preds = %if.then320.6, %for.inc338.5
  br i1 %or.cond773.7, label %if.then320.7, label %for.inc338.7

if.then320.7:                                     ; preds = %for.inc338.6
  %mul.i804.7 = mul i32 %74, %cond305.15
  %130 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.7)
  %mul1.i805.7 = mul i32 %130, %q.sroa.0.0.copyload
  %sub.i806.7 = sub i32 %mul.i804.7, %mul1.i805.7
  %cmp.not.i807.7 = icmp ult i32 %sub.i806.7, %q.sroa.0.0.copyload
  %sub2.i808.7 = select i1 %cmp.not.i807.7, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.7 = sub i32 %sub.i806.7, %sub2.i808.7
  %cmp3.not.i.7 = icmp ult i32 %cond273.7, %cond.i809.7
  %add.i810.7 = select i1 %cmp3.not.i.7, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.7 = sub i32 %cond273.7, %cond.i809.7
  %cond9.i.7 = add i32 %x.pn.i.7, %add.i810.7
  %add335.7 = add nuw nsw i64 %mul333.7, %conv268
  %arrayidx336.7 = getelementptr inbounds i32, ptr %cond, i64 %add335.7
  store i32 %cond9.i.7, ptr %arrayidx336.7, align 4, !tbaa !19
  br label %for.inc338.7

for.inc338.7:                                     ; preds = %if.then320.7, %for.inc338.6
  br i1 %or.cond773.8, label %if.then320.8, label %for.inc338.8

if.then320.8:                                     ; preds = %for.inc338.7
  %mul.i804.8 = mul i32 %76, %cond305.15
  %131 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.8)
  %mul1.i805.8 = mul i32 %131, %q.sroa.0.0.copyload
  %sub.i806.8 = sub i32 %mul.i804.8, %mul1.i805.8
  %cmp.not.i807.8 = icmp ult i32 %sub.i806.8, %q.sroa.0.0.copyload
  %sub2.i808.8 = select i1 %cmp.not.i807.8, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.8 = sub i32 %sub.i806.8, %sub2.i808.8
  %cmp3.not.i.8 = icmp ult i32 %cond273.8, %cond.i809.8
  %add.i810.8 = select i1 %cmp3.not.i.8, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.8 = sub i32 %cond273.8, %cond.i809.8
  %cond9.i.8 = add i32 %x.pn.i.8, %add.i810.8
  %add335.8 = add nuw nsw i64 %mul333.8, %conv268
  %arrayidx336.8 = getelementptr inbounds i32, ptr %cond, i64 %add335.8
  store i32 %cond9.i.8, ptr %arrayidx336.8, align 4, !tbaa !19
  br label %for.inc338.8

for.inc338.8:                                     ; preds = %if.then320.8, %for.inc338.7
  br i1 %or.cond773.9, label %if.then320.9, label %for.inc338.9

if.then320.9:                                     ; preds = %for.inc338.8
  %mul.i804.9 = mul i32 %78, %cond305.15
  %132 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.9)
  %mul1.i805.9 = mul i32 %132, %q.sroa.0.0.copyload
  %sub.i806.9 = sub i32 %mul.i804.9, %mul1.i805.9
  %cmp.not.i807.9 = icmp ult i32 %sub.i806.9, %q.sroa.0.0.copyload
  %sub2.i808.9 = select i1 %cmp.not.i807.9, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.9 = sub i32 %sub.i806.9, %sub2.i808.9
  %cmp3.not.i.9 = icmp ult i32 %cond273.9, %cond.i809.9
  %add.i810.9 = select i1 %cmp3.not.i.9, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.9 = sub i32 %cond273.9, %cond.i809.9
  %cond9.i.9 = add i32 %x.pn.i.9, %add.i810.9
  %add335.9 = add nuw nsw i64 %mul333.9, %conv268
  %arrayidx336.9 = getelementptr inbounds i32, ptr %cond, i64 %add335.9
  store i32 %cond9.i.9, ptr %arrayidx336.9, align 4, !tbaa !19
  br label %for.inc338.9

for.inc338.9:                                     ; preds = %if.then320.9, %for.inc338.8
  br i1 %or.cond773.10, label %if.then320.10, label %for.inc338.10

if.then320.10:                                    ; preds = %for.inc338.9
  %mul.i804.10 = mul i32 %80, %cond305.15
  %133 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.10)
  %mul1.i805.10 = mul i32 %133, %q.sroa.0.0.copyload
  %sub.i806.10 = sub i32 %mul.i804.10, %mul1.i805.10
  %cmp.not.i807.10 = icmp ult i32 %sub.i806.10, %q.sroa.0.0.copyload
  %sub2.i808.10 = select i1 %cmp.not.i807.10, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.10 = sub i32 %sub.i806.10, %sub2.i808.10
  %cmp3.not.i.10 = icmp ult i32 %cond273.10, %cond.i809.10
  %add.i810.10 = select i1 %cmp3.not.i.10, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.10 = sub i32 %cond273.10, %cond.i809.10
  %cond9.i.10 = add i32 %x.pn.i.10, %add.i810.10
  %add335.10 = add nuw nsw i64 %mul333.10, %conv268
  %arrayidx336.10 = getelementptr inbounds i32, ptr %cond, i64 %add335.10
  store i32 %cond9.i.10, ptr %arrayidx336.10, align 4, !tbaa !19
  br label %for.inc338.10

for.inc338.10:                                    ; preds = %if.then320.10, %for.inc338.9
  br i1 %or.cond773.11, label %if.then320.11, label %for.inc338.11

if.then320.11:                                    ; preds = %for.inc338.10
  %mul.i804.11 = mul i32 %82, %cond305.15
  %134 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.11)
  %mul1.i805.11 = mul i32 %134, %q.sroa.0.0.copyload
  %sub.i806.11 = sub i32 %mul.i804.11, %mul1.i805.11
  %cmp.not.i807.11 = icmp ult i32 %sub.i806.11, %q.sroa.0.0.copyload
  %sub2.i808.11 = select i1 %cmp.not.i807.11, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.11 = sub i32 %sub.i806.11, %sub2.i808.11
  %cmp3.not.i.11 = icmp ult i32 %cond273.11, %cond.i809.11
  %add.i810.11 = select i1 %cmp3.not.i.11, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.11 = sub i32 %cond273.11, %cond.i809.11
  %cond9.i.11 = add i32 %x.pn.i.11, %add.i810.11
  %add335.11 = add nuw nsw i64 %mul333.11, %conv268
  %arrayidx336.11 = getelementptr inbounds i32, ptr %cond, i64 %add335.11
  store i32 %cond9.i.11, ptr %arrayidx336.11, align 4, !tbaa !19
  br label %for.inc338.11

for.inc338.11:                                    ; preds = %if.then320.11, %for.inc338.10
  br i1 %or.cond773.12, label %if.then320.12, label %for.inc338.12

if.then320.12:                                    ; preds = %for.inc338.11
  %mul.i804.12 = mul i32 %84, %cond305.15
  %135 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.12)
  %mul1.i805.12 = mul i32 %135, %q.sroa.0.0.copyload
  %sub.i806.12 = sub i32 %mul.i804.12, %mul1.i805.12
  %cmp.not.i807.12 = icmp ult i32 %sub.i806.12, %q.sroa.0.0.copyload
  %sub2.i808.12 = select i1 %cmp.not.i807.12, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.12 = sub i32 %sub.i806.12, %sub2.i808.12
  %cmp3.not.i.12 = icmp ult i32 %cond273.12, %cond.i809.12
  %add.i810.12 = select i1 %cmp3.not.i.12, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.12 = sub i32 %cond273.12, %cond.i809.12
  %cond9.i.12 = add i32 %x.pn.i.12, %add.i810.12
  %add335.12 = add nuw nsw i64 %mul333.12, %conv268
  %arrayidx336.12 = getelementptr inbounds i32, ptr %cond, i64 %add335.12
  store i32 %cond9.i.12, ptr %arrayidx336.12, align 4, !tbaa !19
  br label %for.inc338.12

for.inc338.12:                                    ; preds = %if.then320.12, %for.inc338.11
  br i1 %or.cond773.13, label %if.then320.13, label %for.inc338.13

if.then320.13:                                    ; preds = %for.inc338.12
  %mul.i804.13 = mul i32 %86, %cond305.15
  %136 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.13)
  %mul1.i805.13 = mul i32 %136, %q.sroa.0.0.copyload
  %sub.i806.13 = sub i32 %mul.i804.13, %mul1.i805.13
  %cmp.not.i807.13 = icmp ult i32 %sub.i806.13, %q.sroa.0.0.copyload
  %sub2.i808.13 = select i1 %cmp.not.i807.13, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.13 = sub i32 %sub.i806.13, %sub2.i808.13
  %cmp3.not.i.13 = icmp ult i32 %cond273.13, %cond.i809.13
  %add.i810.13 = select i1 %cmp3.not.i.13, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.13 = sub i32 %cond273.13, %cond.i809.13
  %cond9.i.13 = add i32 %x.pn.i.13, %add.i810.13
  %add335.13 = add nuw nsw i64 %mul333.13, %conv268
  %arrayidx336.13 = getelementptr inbounds i32, ptr %cond, i64 %add335.13
  store i32 %cond9.i.13, ptr %arrayidx336.13, align 4, !tbaa !19
  br label %for.inc338.13

for.inc338.13:                                    ; preds = %if.then320.13, %for.inc338.12
  br i1 %or.cond773.14, label %if.then320.14, label %for.inc338.14

if.then320.14:                                    ; preds = %for.inc338.13
  %mul.i804.14 = mul i32 %88, %cond305.15
  %137 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.14)
  %mul1.i805.14 = mul i32 %137, %q.sroa.0.0.copyload
  %sub.i806.14 = sub i32 %mul.i804.14, %mul1.i805.14
  %cmp.not.i807.14 = icmp ult i32 %sub.i806.14, %q.sroa.0.0.copyload
  %sub2.i808.14 = select i1 %cmp.not.i807.14, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.14 = sub i32 %sub.i806.14, %sub2.i808.14
  %cmp3.not.i.14 = icmp ult i32 %cond273.14, %cond.i809.14
  %add.i810.14 = select i1 %cmp3.not.i.14, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.14 = sub i32 %cond273.14, %cond.i809.14
  %cond9.i.14 = add i32 %x.pn.i.14, %add.i810.14
  %add335.14 = add nuw nsw i64 %mul333.14, %conv268
  %arrayidx336.14 = getelementptr inbounds i32, ptr %cond, i64 %add335.14
  store i32 %cond9.i.14, ptr %arrayidx336.14, align 4, !tbaa !19
  br label %for.inc338.14

for.inc338.14:                                    ; preds = %if.then320.14, %for.inc338.13
  br i1 %or.cond773.15, label %if.then320.15, label %for.inc338.15

if.then320.15:                                    ; preds = %for.inc338.14
  %mul.i804.15 = mul i32 %90, %cond305.15
  %138 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15, i32 %conv4.i803.15)
  %mul1.i805.15 = mul i32 %138, %q.sroa.0.0.copyload
  %sub.i806.15 = sub i32 %mul.i804.15, %mul1.i805.15
  %cmp.not.i807.15 = icmp ult i32 %sub.i806.15, %q.sroa.0.0.copyload
  %sub2.i808.15 = select i1 %cmp.not.i807.15, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.15 = sub i32 %sub.i806.15, %sub2.i808.15
  %cmp3.not.i.15 = icmp ult i32 %cond273.15, %cond.i809.15
  %add.i810.15 = select i1 %cmp3.not.i.15, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.15 = sub i32 %cond273.15, %cond.i809.15
  %cond9.i.15 = add i32 %x.pn.i.15, %add.i810.15
  %add335.15 = add nuw nsw i64 %mul333.15, %conv268
  %arrayidx336.15 = getelementptr inbounds i32, ptr %cond, i64 %add335.15
  store i32 %cond9.i.15, ptr %arrayidx336.15, align 4, !tbaa !19
  br label %for.inc338.15

for.inc338.15:                                    ; preds = %if.then320.15, %for.inc338.14
  %add345 = add i64 %mul53, %conv268
  %arrayidx346 = getelementptr inbounds i32, ptr %cond, i64 %add345
  store i32 0, ptr %arrayidx346, align 4, !tbaa !19
  br label %cleanup

cleanup:                                          ; preds = %cond.end272.15.1, %for.inc338.15
  %spec.select990 = select i1 %cmp297, i32 %cond273.1880, i32 0
  %cond305.1.1 = select i1 %cmp297.1, i32 %cond273.1.1, i32 %spec.select990
  %cond305.2.1 = select i1 %cmp297.2, i32 %cond273.2.1, i32 %cond305.1.1
  %cond305.3.1 = select i1 %cmp297.3, i32 %cond273.3.1, i32 %cond305.2.1
  %cond305.4.1 = select i1 %cmp297.4, i32 %cond273.4.1, i32 %cond305.3.1
  %cond305.5.1 = select i1 %cmp297.5, i32 %cond273.5.1, i32 %cond305.4.1
  %cond305.6.1 = select i1 %cmp297.6, i32 %cond273.6.1, i32 %cond305.5.1
  %cond305.7.1 = select i1 %cmp297.7, i32 %cond273.7.1, i32 %cond305.6.1
  %cond305.8.1 = select i1 %cmp297.8, i32 %cond273.8.1, i32 %cond305.7.1
  %cond305.9.1 = select i1 %cmp297.9, i32 %cond273.9.1, i32 %cond305.8.1
  %cond305.10.1 = select i1 %cmp297.10, i32 %cond273.10.1, i32 %cond305.9.1
  %cond305.11.1 = select i1 %cmp297.11, i32 %cond273.11.1, i32 %cond305.10.1
  %cond305.12.1 = select i1 %cmp297.12, i32 %cond273.12.1, i32 %cond305.11.1
  %cond305.13.1 = select i1 %cmp297.13, i32 %cond273.13.1, i32 %cond305.12.1
  %cond305.14.1 = select i1 %cmp297.14, i32 %cond273.14.1, i32 %cond305.13.1
  %cond305.15.1 = select i1 %cmp297.15, i32 %cond273.15.1, i32 %cond305.14.1
  %cmp309.1 = icmp eq i32 %cond305.15.1, 0
  br i1 %cmp309.1, label %cleanup.1, label %for.inc338.1901

for.inc338.1901:                                  ; preds = %cleanup
  br i1 %or.cond773.1.1, label %if.then320.1.1, label %for.inc338.1.1

if.then320.1.1:                                   ; preds = %for.inc338.1901
  %mul.i804.1.1 = mul i32 %62, %cond305.15.1
  %139 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.1)
  %mul1.i805.1.1 = mul i32 %139, %q.sroa.0.0.copyload
  %sub.i806.1.1 = sub i32 %mul.i804.1.1, %mul1.i805.1.1
  %cmp.not.i807.1.1 = icmp ult i32 %sub.i806.1.1, %q.sroa.0.0.copyload
  %sub2.i808.1.1 = select i1 %cmp.not.i807.1.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.1.1 = sub i32 %sub.i806.1.1, %sub2.i808.1.1
  %cmp3.not.i.1.1 = icmp ult i32 %cond273.1.1, %cond.i809.1.1
  %add.i810.1.1 = select i1 %cmp3.not.i.1.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.1.1 = sub i32 %cond273.1.1, %cond.i809.1.1
  %cond9.i.1.1 = add i32 %x.pn.i.1.1, %add.i810.1.1
  %add335.1.1 = add nuw nsw i64 %conv2, %conv268.1
  %arrayidx336.1.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.1.1
  store i32 %cond9.i.1.1, ptr %arrayidx336.1.1, align 4, !tbaa !19
  br label %for.inc338.1.1

for.inc338.1.1:                                   ; preds = %if.then320.1.1, %for.inc338.1901
  br i1 %or.cond773.2.1, label %if.then320.2.1, label %for.inc338.2.1

if.then320.2.1:                                   ; preds = %for.inc338.1.1
  %mul.i804.2.1 = mul i32 %64, %cond305.15.1
  %140 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.2)
  %mul1.i805.2.1 = mul i32 %140, %q.sroa.0.0.copyload
  %sub.i806.2.1 = sub i32 %mul.i804.2.1, %mul1.i805.2.1
  %cmp.not.i807.2.1 = icmp ult i32 %sub.i806.2.1, %q.sroa.0.0.copyload
  %sub2.i808.2.1 = select i1 %cmp.not.i807.2.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.2.1 = sub i32 %sub.i806.2.1, %sub2.i808.2.1
  %cmp3.not.i.2.1 = icmp ult i32 %cond273.2.1, %cond.i809.2.1
  %add.i810.2.1 = select i1 %cmp3.not.i.2.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.2.1 = sub i32 %cond273.2.1, %cond.i809.2.1
  %cond9.i.2.1 = add i32 %x.pn.i.2.1, %add.i810.2.1
  %add335.2.1 = add nuw nsw i64 %mul333.2.1, %conv268.1
  %arrayidx336.2.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.2.1
  store i32 %cond9.i.2.1, ptr %arrayidx336.2.1, align 4, !tbaa !19
  br label %for.inc338.2.1

for.inc338.2.1:                                   ; preds = %if.then320.2.1, %for.inc338.1.1
  br i1 %or.cond773.3.1, label %if.then320.3.1, label %for.inc338.3.1

if.then320.3.1:                                   ; preds = %for.inc338.2.1
  %mul.i804.3.1 = mul i32 %66, %cond305.15.1
  %141 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.3)
  %mul1.i805.3.1 = mul i32 %141, %q.sroa.0.0.copyload
  %sub.i806.3.1 = sub i32 %mul.i804.3.1, %mul1.i805.3.1
  %cmp.not.i807.3.1 = icmp ult i32 %sub.i806.3.1, %q.sroa.0.0.copyload
  %sub2.i808.3.1 = select i1 %cmp.not.i807.3.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.3.1 = sub i32 %sub.i806.3.1, %sub2.i808.3.1
  %cmp3.not.i.3.1 = icmp ult i32 %cond273.3.1, %cond.i809.3.1
  %add.i810.3.1 = select i1 %cmp3.not.i.3.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.3.1 = sub i32 %cond273.3.1, %cond.i809.3.1
  %cond9.i.3.1 = add i32 %x.pn.i.3.1, %add.i810.3.1
  %add335.3.1 = add nuw nsw i64 %mul333.3.1, %conv268.1
  %arrayidx336.3.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.3.1
  store i32 %cond9.i.3.1, ptr %arrayidx336.3.1, align 4, !tbaa !19
  br label %for.inc338.3.1

for.inc338.3.1:                                   ; preds = %if.then320.3.1, %for.inc338.2.1
  br i1 %or.cond773.4.1, label %if.then320.4.1, label %for.inc338.4.1

if.then320.4.1:                                   ; preds = %for.inc338.3.1
  %mul.i804.4.1 = mul i32 %68, %cond305.15.1
  %142 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.4)
  %mul1.i805.4.1 = mul i32 %142, %q.sroa.0.0.copyload
  %sub.i806.4.1 = sub i32 %mul.i804.4.1, %mul1.i805.4.1
  %cmp.not.i807.4.1 = icmp ult i32 %sub.i806.4.1, %q.sroa.0.0.copyload
  %sub2.i808.4.1 = select i1 %cmp.not.i807.4.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.4.1 = sub i32 %sub.i806.4.1, %sub2.i808.4.1
  %cmp3.not.i.4.1 = icmp ult i32 %cond273.4.1, %cond.i809.4.1
  %add.i810.4.1 = select i1 %cmp3.not.i.4.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.4.1 = sub i32 %cond273.4.1, %cond.i809.4.1
  %cond9.i.4.1 = add i32 %x.pn.i.4.1, %add.i810.4.1
  %add335.4.1 = add nuw nsw i64 %mul333.4.1, %conv268.1
  %arrayidx336.4.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.4.1
  store i32 %cond9.i.4.1, ptr %arrayidx336.4.1, align 4, !tbaa !19
  br label %for.inc338.4.1

for.inc338.4.1:                                   ; preds = %if.then320.4.1, %for.inc338.3.1
  br i1 %or.cond773.5.1, label %if.then320.5.1, label %for.inc338.5.1

if.then320.5.1:                                   ; preds = %for.inc338.4.1
  %mul.i804.5.1 = mul i32 %70, %cond305.15.1
  %143 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.5)
  %mul1.i805.5.1 = mul i32 %143, %q.sroa.0.0.copyload
  %sub.i806.5.1 = sub i32 %mul.i804.5.1, %mul1.i805.5.1
  %cmp.not.i807.5.1 = icmp ult i32 %sub.i806.5.1, %q.sroa.0.0.copyload
  %sub2.i808.5.1 = select i1 %cmp.not.i807.5.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.5.1 = sub i32 %sub.i806.5.1, %sub2.i808.5.1
  %cmp3.not.i.5.1 = icmp ult i32 %cond273.5.1, %cond.i809.5.1
  %add.i810.5.1 = select i1 %cmp3.not.i.5.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.5.1 = sub i32 %cond273.5.1, %cond.i809.5.1
  %cond9.i.5.1 = add i32 %x.pn.i.5.1, %add.i810.5.1
  %add335.5.1 = add nuw nsw i64 %mul333.5.1, %conv268.1
  %arrayidx336.5.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.5.1
  store i32 %cond9.i.5.1, ptr %arrayidx336.5.1, align 4, !tbaa !19
  br label %for.inc338.5.1

for.inc338.5.1:                                   ; preds = %if.then320.5.1, %for.inc338.4.1
  br i1 %or.cond773.6.1, label %if.then320.6.1, label %for.inc338.6.1

if.then320.6.1:                                   ; preds = %for.inc338.5.1
  %mul.i804.6.1 = mul i32 %72, %cond305.15.1
  %144 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.6)
  %mul1.i805.6.1 = mul i32 %144, %q.sroa.0.0.copyload
  %sub.i806.6.1 = sub i32 %mul.i804.6.1, %mul1.i805.6.1
  %cmp.not.i807.6.1 = icmp ult i32 %sub.i806.6.1, %q.sroa.0.0.copyload
  %sub2.i808.6.1 = select i1 %cmp.not.i807.6.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.6.1 = sub i32 %sub.i806.6.1, %sub2.i808.6.1
  %cmp3.not.i.6.1 = icmp ult i32 %cond273.6.1, %cond.i809.6.1
  %add.i810.6.1 = select i1 %cmp3.not.i.6.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.6.1 = sub i32 %cond273.6.1, %cond.i809.6.1
  %cond9.i.6.1 = add i32 %x.pn.i.6.1, %add.i810.6.1
  %add335.6.1 = add nuw nsw i64 %mul333.6.1, %conv268.1
  %arrayidx336.6.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.6.1
  store i32 %cond9.i.6.1, ptr %arrayidx336.6.1, align 4, !tbaa !19
  br label %for.inc338.6.1

for.inc338.6.1:                                   ; preds = %if.then320.6.1, %for.inc338.5.1
  br i1 %or.cond773.7.1, label %if.then320.7.1, label %for.inc338.7.1

if.then320.7.1:                                   ; preds = %for.inc338.6.1
  %mul.i804.7.1 = mul i32 %74, %cond305.15.1
  %145 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.7)
  %mul1.i805.7.1 = mul i32 %145, %q.sroa.0.0.copyload
  %sub.i806.7.1 = sub i32 %mul.i804.7.1, %mul1.i805.7.1
  %cmp.not.i807.7.1 = icmp ult i32 %sub.i806.7.1, %q.sroa.0.0.copyload
  %sub2.i808.7.1 = select i1 %cmp.not.i807.7.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.7.1 = sub i32 %sub.i806.7.1, %sub2.i808.7.1
  %cmp3.not.i.7.1 = icmp ult i32 %cond273.7.1, %cond.i809.7.1
  %add.i810.7.1 = select i1 %cmp3.not.i.7.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.7.1 = sub i32 %cond273.7.1, %cond.i809.7.1
  %cond9.i.7.1 = add i32 %x.pn.i.7.1, %add.i810.7.1
  %add335.7.1 = add nuw nsw i64 %mul333.7.1, %conv268.1
  %arrayidx336.7.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.7.1
  store i32 %cond9.i.7.1, ptr %arrayidx336.7.1, align 4, !tbaa !19
  br label %for.inc338.7.1

for.inc338.7.1:                                   ; preds = %if.then320.7.1, %for.inc338.6.1
  br i1 %or.cond773.8.1, label %if.then320.8.1, label %for.inc338.8.1

if.then320.8.1:                                   ; preds = %for.inc338.7.1
  %mul.i804.8.1 = mul i32 %76, %cond305.15.1
  %146 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.8)
  %mul1.i805.8.1 = mul i32 %146, %q.sroa.0.0.copyload
  %sub.i806.8.1 = sub i32 %mul.i804.8.1, %mul1.i805.8.1
  %cmp.not.i807.8.1 = icmp ult i32 %sub.i806.8.1, %q.sroa.0.0.copyload
  %sub2.i808.8.1 = select i1 %cmp.not.i807.8.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.8.1 = sub i32 %sub.i806.8.1, %sub2.i808.8.1
  %cmp3.not.i.8.1 = icmp ult i32 %cond273.8.1, %cond.i809.8.1
  %add.i810.8.1 = select i1 %cmp3.not.i.8.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.8.1 = sub i32 %cond273.8.1, %cond.i809.8.1
  %cond9.i.8.1 = add i32 %x.pn.i.8.1, %add.i810.8.1
  %add335.8.1 = add nuw nsw i64 %mul333.8.1, %conv268.1
  %arrayidx336.8.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.8.1
  store i32 %cond9.i.8.1, ptr %arrayidx336.8.1, align 4, !tbaa !19
  br label %for.inc338.8.1

for.inc338.8.1:                                   ; preds = %if.then320.8.1, %for.inc338.7.1
  br i1 %or.cond773.9.1, label %if.then320.9.1, label %for.inc338.9.1

if.then320.9.1:                                   ; preds = %for.inc338.8.1
  %mul.i804.9.1 = mul i32 %78, %cond305.15.1
  %147 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.9)
  %mul1.i805.9.1 = mul i32 %147, %q.sroa.0.0.copyload
  %sub.i806.9.1 = sub i32 %mul.i804.9.1, %mul1.i805.9.1
  %cmp.not.i807.9.1 = icmp ult i32 %sub.i806.9.1, %q.sroa.0.0.copyload
  %sub2.i808.9.1 = select i1 %cmp.not.i807.9.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.9.1 = sub i32 %sub.i806.9.1, %sub2.i808.9.1
  %cmp3.not.i.9.1 = icmp ult i32 %cond273.9.1, %cond.i809.9.1
  %add.i810.9.1 = select i1 %cmp3.not.i.9.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.9.1 = sub i32 %cond273.9.1, %cond.i809.9.1
  %cond9.i.9.1 = add i32 %x.pn.i.9.1, %add.i810.9.1
  %add335.9.1 = add nuw nsw i64 %mul333.9.1, %conv268.1
  %arrayidx336.9.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.9.1
  store i32 %cond9.i.9.1, ptr %arrayidx336.9.1, align 4, !tbaa !19
  br label %for.inc338.9.1

for.inc338.9.1:                                   ; preds = %if.then320.9.1, %for.inc338.8.1
  br i1 %or.cond773.10.1, label %if.then320.10.1, label %for.inc338.10.1

if.then320.10.1:                                  ; preds = %for.inc338.9.1
  %mul.i804.10.1 = mul i32 %80, %cond305.15.1
  %148 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.10)
  %mul1.i805.10.1 = mul i32 %148, %q.sroa.0.0.copyload
  %sub.i806.10.1 = sub i32 %mul.i804.10.1, %mul1.i805.10.1
  %cmp.not.i807.10.1 = icmp ult i32 %sub.i806.10.1, %q.sroa.0.0.copyload
  %sub2.i808.10.1 = select i1 %cmp.not.i807.10.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.10.1 = sub i32 %sub.i806.10.1, %sub2.i808.10.1
  %cmp3.not.i.10.1 = icmp ult i32 %cond273.10.1, %cond.i809.10.1
  %add.i810.10.1 = select i1 %cmp3.not.i.10.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.10.1 = sub i32 %cond273.10.1, %cond.i809.10.1
  %cond9.i.10.1 = add i32 %x.pn.i.10.1, %add.i810.10.1
  %add335.10.1 = add nuw nsw i64 %mul333.10.1, %conv268.1
  %arrayidx336.10.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.10.1
  store i32 %cond9.i.10.1, ptr %arrayidx336.10.1, align 4, !tbaa !19
  br label %for.inc338.10.1

for.inc338.10.1:                                  ; preds = %if.then320.10.1, %for.inc338.9.1
  br i1 %or.cond773.11.1, label %if.then320.11.1, label %for.inc338.11.1

if.then320.11.1:                                  ; preds = %for.inc338.10.1
  %mul.i804.11.1 = mul i32 %82, %cond305.15.1
  %149 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.11)
  %mul1.i805.11.1 = mul i32 %149, %q.sroa.0.0.copyload
  %sub.i806.11.1 = sub i32 %mul.i804.11.1, %mul1.i805.11.1
  %cmp.not.i807.11.1 = icmp ult i32 %sub.i806.11.1, %q.sroa.0.0.copyload
  %sub2.i808.11.1 = select i1 %cmp.not.i807.11.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.11.1 = sub i32 %sub.i806.11.1, %sub2.i808.11.1
  %cmp3.not.i.11.1 = icmp ult i32 %cond273.11.1, %cond.i809.11.1
  %add.i810.11.1 = select i1 %cmp3.not.i.11.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.11.1 = sub i32 %cond273.11.1, %cond.i809.11.1
  %cond9.i.11.1 = add i32 %x.pn.i.11.1, %add.i810.11.1
  %add335.11.1 = add nuw nsw i64 %mul333.11.1, %conv268.1
  %arrayidx336.11.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.11.1
  store i32 %cond9.i.11.1, ptr %arrayidx336.11.1, align 4, !tbaa !19
  br label %for.inc338.11.1

for.inc338.11.1:                                  ; preds = %if.then320.11.1, %for.inc338.10.1
  br i1 %or.cond773.12.1, label %if.then320.12.1, label %for.inc338.12.1

if.then320.12.1:                                  ; preds = %for.inc338.11.1
  %mul.i804.12.1 = mul i32 %84, %cond305.15.1
  %150 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.12)
  %mul1.i805.12.1 = mul i32 %150, %q.sroa.0.0.copyload
  %sub.i806.12.1 = sub i32 %mul.i804.12.1, %mul1.i805.12.1
  %cmp.not.i807.12.1 = icmp ult i32 %sub.i806.12.1, %q.sroa.0.0.copyload
  %sub2.i808.12.1 = select i1 %cmp.not.i807.12.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.12.1 = sub i32 %sub.i806.12.1, %sub2.i808.12.1
  %cmp3.not.i.12.1 = icmp ult i32 %cond273.12.1, %cond.i809.12.1
  %add.i810.12.1 = select i1 %cmp3.not.i.12.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.12.1 = sub i32 %cond273.12.1, %cond.i809.12.1
  %cond9.i.12.1 = add i32 %x.pn.i.12.1, %add.i810.12.1
  %add335.12.1 = add nuw nsw i64 %mul333.12.1, %conv268.1
  %arrayidx336.12.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.12.1
  store i32 %cond9.i.12.1, ptr %arrayidx336.12.1, align 4, !tbaa !19
  br label %for.inc338.12.1

for.inc338.12.1:                                  ; preds = %if.then320.12.1, %for.inc338.11.1
  br i1 %or.cond773.13.1, label %if.then320.13.1, label %for.inc338.13.1

if.then320.13.1:                                  ; preds = %for.inc338.12.1
  %mul.i804.13.1 = mul i32 %86, %cond305.15.1
  %151 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.13)
  %mul1.i805.13.1 = mul i32 %151, %q.sroa.0.0.copyload
  %sub.i806.13.1 = sub i32 %mul.i804.13.1, %mul1.i805.13.1
  %cmp.not.i807.13.1 = icmp ult i32 %sub.i806.13.1, %q.sroa.0.0.copyload
  %sub2.i808.13.1 = select i1 %cmp.not.i807.13.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.13.1 = sub i32 %sub.i806.13.1, %sub2.i808.13.1
  %cmp3.not.i.13.1 = icmp ult i32 %cond273.13.1, %cond.i809.13.1
  %add.i810.13.1 = select i1 %cmp3.not.i.13.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.13.1 = sub i32 %cond273.13.1, %cond.i809.13.1
  %cond9.i.13.1 = add i32 %x.pn.i.13.1, %add.i810.13.1
  %add335.13.1 = add nuw nsw i64 %mul333.13.1, %conv268.1
  %arrayidx336.13.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.13.1
  store i32 %cond9.i.13.1, ptr %arrayidx336.13.1, align 4, !tbaa !19
  br label %for.inc338.13.1

for.inc338.13.1:                                  ; preds = %if.then320.13.1, %for.inc338.12.1
  br i1 %or.cond773.14.1, label %if.then320.14.1, label %for.inc338.14.1

if.then320.14.1:                                  ; preds = %for.inc338.13.1
  %mul.i804.14.1 = mul i32 %88, %cond305.15.1
  %152 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.14)
  %mul1.i805.14.1 = mul i32 %152, %q.sroa.0.0.copyload
  %sub.i806.14.1 = sub i32 %mul.i804.14.1, %mul1.i805.14.1
  %cmp.not.i807.14.1 = icmp ult i32 %sub.i806.14.1, %q.sroa.0.0.copyload
  %sub2.i808.14.1 = select i1 %cmp.not.i807.14.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.14.1 = sub i32 %sub.i806.14.1, %sub2.i808.14.1
  %cmp3.not.i.14.1 = icmp ult i32 %cond273.14.1, %cond.i809.14.1
  %add.i810.14.1 = select i1 %cmp3.not.i.14.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.14.1 = sub i32 %cond273.14.1, %cond.i809.14.1
  %cond9.i.14.1 = add i32 %x.pn.i.14.1, %add.i810.14.1
  %add335.14.1 = add nuw nsw i64 %mul333.14.1, %conv268.1
  %arrayidx336.14.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.14.1
  store i32 %cond9.i.14.1, ptr %arrayidx336.14.1, align 4, !tbaa !19
  br label %for.inc338.14.1

for.inc338.14.1:                                  ; preds = %if.then320.14.1, %for.inc338.13.1
  br i1 %or.cond773.15.1, label %if.then320.15.1, label %for.inc338.15.1

if.then320.15.1:                                  ; preds = %for.inc338.14.1
  %mul.i804.15.1 = mul i32 %90, %cond305.15.1
  %153 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %cond305.15.1, i32 %conv4.i803.15)
  %mul1.i805.15.1 = mul i32 %153, %q.sroa.0.0.copyload
  %sub.i806.15.1 = sub i32 %mul.i804.15.1, %mul1.i805.15.1
  %cmp.not.i807.15.1 = icmp ult i32 %sub.i806.15.1, %q.sroa.0.0.copyload
  %sub2.i808.15.1 = select i1 %cmp.not.i807.15.1, i32 0, i32 %q.sroa.0.0.copyload
  %cond.i809.15.1 = sub i32 %sub.i806.15.1, %sub2.i808.15.1
  %cmp3.not.i.15.1 = icmp ult i32 %cond273.15.1, %cond.i809.15.1
  %add.i810.15.1 = select i1 %cmp3.not.i.15.1, i32 %q.sroa.0.0.copyload, i32 0
  %x.pn.i.15.1 = sub i32 %cond273.15.1, %cond.i809.15.1
  %cond9.i.15.1 = add i32 %x.pn.i.15.1, %add.i810.15.1
  %add335.15.1 = add nuw nsw i64 %mul333.15.1, %conv268.1
  %arrayidx336.15.1 = getelementptr inbounds i32, ptr %cond, i64 %add335.15.1
  store i32 %cond9.i.15.1, ptr %arrayidx336.15.1, align 4, !tbaa !19
  br label %for.inc338.15.1

for.inc338.15.1:                                  ; preds = %if.then320.15.1, %for.inc338.14.1
  %add345.1 = add i64 %mul53, %conv268.1
  %arrayidx346.1 = getelementptr inbounds i32, ptr %cond, i64 %add345.1
  store i32 0, ptr %arrayidx346.1, align 4, !tbaa !19
  br label %cleanup.1

cleanup.1:                                        ; preds = %for.inc338.15.1, %cleanup
  %add354 = add i32 %i0236.0855, %mul111
  %cmp238 = icmp ult i32 %add354, %n
  br i1 %cmp238, label %for.body240, label %for.cond.cleanup239, !llvm.loop !54

cleanup358:                                       ; preds = %_ZL9block_minjPj.exit, %for.cond.cleanup239
  %count.1 = phi i32 [ %inc357, %for.cond.cleanup239 ], [ %count.0859, %_ZL9block_minjPj.exit ]
  %inc364 = add nuw i32 %t.0857, 1
  %exitcond.not = icmp eq i32 %inc364, %bw
  br i1 %exitcond.not, label %for.cond.cleanup49, label %land.rhs, !llvm.loop !55

for.cond.cleanup370:                              ; preds = %for.inc412.15, %for.cond.cleanup49
  %cmp420 = icmp ult i32 %1, 32
  br i1 %cmp420, label %for.cond422.preheader, label %if.end539

for.cond422.preheader:                            ; preds = %for.cond.cleanup370
  %cmp423866.not = icmp eq i32 %count.0.lcssa, 0
  br i1 %cmp423866.not, label %for.cond.cleanup424, label %for.body425.lr.ph

for.body425.lr.ph:                                ; preds = %for.cond422.preheader
  %cmp427 = icmp ult i32 %1, 16
  %sub = add nsw i32 %1, -16
  %cmp429 = icmp ult i32 %1, %count.0.lcssa
  %idxprom437 = zext i32 %1 to i64
  %arrayidx438 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 3, i64 %idxprom437
  %xtraiter993 = and i32 %count.0.lcssa, 1
  %154 = icmp eq i32 %count.0.lcssa, 1
  br i1 %154, label %for.cond.cleanup424.loopexit.unr-lcssa, label %for.body425.lr.ph.new

for.body425.lr.ph.new:                            ; preds = %for.body425.lr.ph
  %unroll_iter996 = and i32 %count.0.lcssa, -2
  br label %for.body425

for.body371:                                      ; preds = %for.body371.lr.ph, %for.inc412.15
  %i367.0865 = phi i32 [ %1, %for.body371.lr.ph ], [ %add417, %for.inc412.15 ]
  %conv383 = zext i32 %i367.0865 to i64
  br i1 %cmp378.not, label %cond.end387, label %cond.true379

cond.true379:                                     ; preds = %for.body371
  %arrayidx385 = getelementptr inbounds i32, ptr %cond, i64 %conv383
  %155 = load i32, ptr %arrayidx385, align 4, !tbaa !19
  br label %cond.end387

cond.end387:                                      ; preds = %for.body371, %cond.true379
  %cond388 = phi i32 [ %155, %cond.true379 ], [ 0, %for.body371 ]
  br i1 %cmp378.1, label %cond.true379.1, label %cond.end387.1

cond.true379.1:                                   ; preds = %cond.end387
  %add384.1 = add nuw nsw i64 %conv2, %conv383
  %arrayidx385.1 = getelementptr inbounds i32, ptr %cond, i64 %add384.1
  %156 = load i32, ptr %arrayidx385.1, align 4, !tbaa !19
  br label %cond.end387.1

cond.end387.1:                                    ; preds = %cond.true379.1, %cond.end387
  %cond388.1 = phi i32 [ %156, %cond.true379.1 ], [ 0, %cond.end387 ]
  br i1 %cmp378.2, label %cond.true379.2, label %cond.end387.2

cond.true379.2:                                   ; preds = %cond.end387.1
  %add384.2 = add nuw nsw i64 %mul382.2, %conv383
  %arrayidx385.2 = getelementptr inbounds i32, ptr %cond, i64 %add384.2
  %157 = load i32, ptr %arrayidx385.2, align 4, !tbaa !19
  br label %cond.end387.2

cond.end387.2:                                    ; preds = %cond.true379.2, %cond.end387.1
  %cond388.2 = phi i32 [ %157, %cond.true379.2 ], [ 0, %cond.end387.1 ]
  br i1 %cmp378.3, label %cond.true379.3, label %cond.end387.3

cond.true379.3:                                   ; preds = %cond.end387.2
  %add384.3 = add nuw nsw i64 %mul382.3, %conv383
  %arrayidx385.3 = getelementptr inbounds i32, ptr %cond, i64 %add384.3
  %158 = load i32, ptr %arrayidx385.3, align 4, !tbaa !19
  br label %cond.end387.3

cond.end387.3:                                    ; preds = %cond.true379.3, %cond.end387.2
  %cond388.3 = phi i32 [ %158, %cond.true379.3 ], [ 0, %cond.end387.2 ]
  br i1 %cmp378.4, label %cond.true379.4, label %cond.end387.4

cond.true379.4:                                   ; preds = %cond.end387.3
  %add384.4 = add nuw nsw i64 %mul382.4, %conv383
  %arrayidx385.4 = getelementptr inbounds i32, ptr %cond, i64 %add384.4
  %159 = load i32, ptr %arrayidx385.4, align 4, !tbaa !19
  br label %cond.end387.4

cond.end387.4:                                    ; preds = %cond.true379.4, %cond.end387.3
  %cond388.4 = phi i32 [ %159, %cond.true379.4 ], [ 0, %cond.end387.3 ]
  br i1 %cmp378.5, label %cond.true379.5, label %cond.end387.5

cond.true379.5:                                   ; preds = %cond.end387.4
  %add384.5 = add nuw nsw i64 %mul382.5, %conv383
  %arrayidx385.5 = getelementptr inbounds i32, ptr %cond, i64 %add384.5
  %160 = load i32, ptr %arrayidx385.5, align 4, !tbaa !19
  br label %cond.end387.5

cond.end387.5:                                    ; preds = %cond.true379.5, %cond.end387.4
  %cond388.5 = phi i32 [ %160, %cond.true379.5 ], [ 0, %cond.end387.4 ]
  br i1 %cmp378.6, label %cond.true379.6, label %cond.end387.6

cond.true379.6:                                   ; preds = %cond.end387.5
  %add384.6 = add nuw nsw i64 %mul382.6, %conv383
  %arrayidx385.6 = getelementptr inbounds i32, ptr %cond, i64 %add384.6
  %161 = load i32, ptr %arrayidx385.6, align 4, !tbaa !19
  br label %cond.end387.6

cond.end387.6:                                    ; preds = %cond.true379.6, %cond.end387.5
  %cond388.6 = phi i32 [ %161, %cond.true379.6 ], [ 0, %cond.end387.5 ]
  br i1 %cmp378.7, label %cond.true379.7, label %cond.end387.7

cond.true379.7:                                   ; preds = %cond.end387.6
  %add384.7 = add nuw nsw i64 %mul382.7, %conv383
  %arrayidx385.7 = getelementptr inbounds i32, ptr %cond, i64 %add384.7
  %162 = load i32, ptr %arrayidx385.7, align 4, !tbaa !19
  br label %cond.end387.7

cond.end387.7:                                    ; preds = %cond.true379.7, %cond.end387.6
  %cond388.7 = phi i32 [ %162, %cond.true379.7 ], [ 0, %cond.end387.6 ]
  br i1 %cmp378.8, label %cond.true379.8, label %cond.end387.8

cond.true379.8:                                   ; preds = %cond.end387.7
  %add384.8 = add nuw nsw i64 %mul382.8, %conv383
  %arrayidx385.8 = getelementptr inbounds i32, ptr %cond, i64 %add384.8
  %163 = load i32, ptr %arrayidx385.8, align 4, !tbaa !19
  br label %cond.end387.8

cond.end387.8:                                    ; preds = %cond.true379.8, %cond.end387.7
  %cond388.8 = phi i32 [ %163, %cond.true379.8 ], [ 0, %cond.end387.7 ]
  br i1 %cmp378.9, label %cond.true379.9, label %cond.end387.9

cond.true379.9:                                   ; preds = %cond.end387.8
  %add384.9 = add nuw nsw i64 %mul382.9, %conv383
  %arrayidx385.9 = getelementptr inbounds i32, ptr %cond, i64 %add384.9
  %164 = load i32, ptr %arrayidx385.9, align 4, !tbaa !19
  br label %cond.end387.9

cond.end387.9:                                    ; preds = %cond.true379.9, %cond.end387.8
  %cond388.9 = phi i32 [ %164, %cond.true379.9 ], [ 0, %cond.end387.8 ]
  br i1 %cmp378.10, label %cond.true379.10, label %cond.end387.10

cond.true379.10:                                  ; preds = %cond.end387.9
  %add384.10 = add nuw nsw i64 %mul382.10, %conv383
  %arrayidx385.10 = getelementptr inbounds i32, ptr %cond, i64 %add384.10
  %165 = load i32, ptr %arrayidx385.10, align 4, !tbaa !19
  br label %cond.end387.10

cond.end387.10:                                   ; preds = %cond.true379.10, %cond.end387.9
  %cond388.10 = phi i32 [ %165, %cond.true379.10 ], [ 0, %cond.end387.9 ]
  br i1 %cmp378.11, label %cond.true379.11, label %cond.end387.11

cond.true379.11:                                  ; preds = %cond.end387.10
  %add384.11 = add nuw nsw i64 %mul382.11, %conv383
  %arrayidx385.11 = getelementptr inbounds i32, ptr %cond, i64 %add384.11
  %166 = load i32, ptr %arrayidx385.11, align 4, !tbaa !19
  br label %cond.end387.11

cond.end387.11:                                   ; preds = %cond.true379.11, %cond.end387.10
  %cond388.11 = phi i32 [ %166, %cond.true379.11 ], [ 0, %cond.end387.10 ]
  br i1 %cmp378.12, label %cond.true379.12, label %cond.end387.12

cond.true379.12:                                  ; preds = %cond.end387.11
  %add384.12 = add nuw nsw i64 %mul382.12, %conv383
  %arrayidx385.12 = getelementptr inbounds i32, ptr %cond, i64 %add384.12
  %167 = load i32, ptr %arrayidx385.12, align 4, !tbaa !19
  br label %cond.end387.12

cond.end387.12:                                   ; preds = %cond.true379.12, %cond.end387.11
  %cond388.12 = phi i32 [ %167, %cond.true379.12 ], [ 0, %cond.end387.11 ]
  br i1 %cmp378.13, label %cond.true379.13, label %cond.end387.13

cond.true379.13:                                  ; preds = %cond.end387.12
  %add384.13 = add nuw nsw i64 %mul382.13, %conv383
  %arrayidx385.13 = getelementptr inbounds i32, ptr %cond, i64 %add384.13
  %168 = load i32, ptr %arrayidx385.13, align 4, !tbaa !19
  br label %cond.end387.13

cond.end387.13:                                   ; preds = %cond.true379.13, %cond.end387.12
  %cond388.13 = phi i32 [ %168, %cond.true379.13 ], [ 0, %cond.end387.12 ]
  br i1 %cmp378.14, label %cond.true379.14, label %cond.end387.14

cond.true379.14:                                  ; preds = %cond.end387.13
  %add384.14 = add nuw nsw i64 %mul382.14, %conv383
  %arrayidx385.14 = getelementptr inbounds i32, ptr %cond, i64 %add384.14
  %169 = load i32, ptr %arrayidx385.14, align 4, !tbaa !19
  br label %cond.end387.14

cond.end387.14:                                   ; preds = %cond.true379.14, %cond.end387.13
  %cond388.14 = phi i32 [ %169, %cond.true379.14 ], [ 0, %cond.end387.13 ]
  br i1 %cmp378.15, label %cond.true379.15, label %cond.end387.15

cond.true379.15:                                  ; preds = %cond.end387.14
  %add384.15 = add nuw nsw i64 %mul382.15, %conv383
  %arrayidx385.15 = getelementptr inbounds i32, ptr %cond, i64 %add384.15
  %170 = load i32, ptr %arrayidx385.15, align 4, !tbaa !19
  br label %cond.end387.15

cond.end387.15:                                   ; preds = %cond.true379.15, %cond.end387.14
  %cond388.15 = phi i32 [ %170, %cond.true379.15 ], [ 0, %cond.end387.14 ]
  %mul405 = mul i64 %conv383, %ld
  %add407 = add i64 %mul405, %conv406
  br i1 %cmp378.not, label %for.inc412, label %if.then401

if.then401:                                       ; preds = %cond.end387.15
  %arrayidx410 = getelementptr inbounds i32, ptr %add.ptr, i64 %add407
  store i32 %cond388, ptr %arrayidx410, align 4, !tbaa !19
  br label %for.inc412

for.inc412:                                       ; preds = %cond.end387.15, %if.then401
  br i1 %cmp378.1, label %if.then401.1, label %for.inc412.1

if.then401.1:                                     ; preds = %for.inc412
  %add409.1 = add i64 %add407, 1
  %arrayidx410.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.1
  store i32 %cond388.1, ptr %arrayidx410.1, align 4, !tbaa !19
  br label %for.inc412.1

for.inc412.1:                                     ; preds = %if.then401.1, %for.inc412
  br i1 %cmp378.2, label %if.then401.2, label %for.inc412.2

if.then401.2:                                     ; preds = %for.inc412.1
  %add409.2 = add i64 %add407, 2
  %arrayidx410.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.2
  store i32 %cond388.2, ptr %arrayidx410.2, align 4, !tbaa !19
  br label %for.inc412.2

for.inc412.2:                                     ; preds = %if.then401.2, %for.inc412.1
  br i1 %cmp378.3, label %if.then401.3, label %for.inc412.3

if.then401.3:                                     ; preds = %for.inc412.2
  %add409.3 = add i64 %add407, 3
  %arrayidx410.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.3
  store i32 %cond388.3, ptr %arrayidx410.3, align 4, !tbaa !19
  br label %for.inc412.3

for.inc412.3:                                     ; preds = %if.then401.3, %for.inc412.2
  br i1 %cmp378.4, label %if.then401.4, label %for.inc412.4

if.then401.4:                                     ; preds = %for.inc412.3
  %add409.4 = add i64 %add407, 4
  %arrayidx410.4 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.4
  store i32 %cond388.4, ptr %arrayidx410.4, align 4, !tbaa !19
  br label %for.inc412.4

for.inc412.4:                                     ; preds = %if.then401.4, %for.inc412.3
  br i1 %cmp378.5, label %if.then401.5, label %for.inc412.5

if.then401.5:                                     ; preds = %for.inc412.4
  %add409.5 = add i64 %add407, 5
  %arrayidx410.5 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.5
  store i32 %cond388.5, ptr %arrayidx410.5, align 4, !tbaa !19
  br label %for.inc412.5

for.inc412.5:                                     ; preds = %if.then401.5, %for.inc412.4
  br i1 %cmp378.6, label %if.then401.6, label %for.inc412.6

if.then401.6:                                     ; preds = %for.inc412.5
  %add409.6 = add i64 %add407, 6
  %arrayidx410.6 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.6
  store i32 %cond388.6, ptr %arrayidx410.6, align 4, !tbaa !19
  br label %for.inc412.6

for.inc412.6:                                     ; preds = %if.then401.6, %for.inc412.5
  br i1 %cmp378.7, label %if.then401.7, label %for.inc412.7

if.then401.7:                                     ; preds = %for.inc412.6
  %add409.7 = add i64 %add407, 7
  %arrayidx410.7 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.7
  store i32 %cond388.7, ptr %arrayidx410.7, align 4, !tbaa !19
  br label %for.inc412.7

for.inc412.7:                                     ; preds = %if.then401.7, %for.inc412.6
  br i1 %cmp378.8, label %if.then401.8, label %for.inc412.8

if.then401.8:                                     ; preds = %for.inc412.7
  %add409.8 = add i64 %add407, 8
  %arrayidx410.8 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.8
  store i32 %cond388.8, ptr %arrayidx410.8, align 4, !tbaa !19
  br label %for.inc412.8

for.inc412.8:                                     ; preds = %if.then401.8, %for.inc412.7
  br i1 %cmp378.9, label %if.then401.9, label %for.inc412.9

if.then401.9:                                     ; preds = %for.inc412.8
  %add409.9 = add i64 %add407, 9
  %arrayidx410.9 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.9
  store i32 %cond388.9, ptr %arrayidx410.9, align 4, !tbaa !19
  br label %for.inc412.9

for.inc412.9:                                     ; preds = %if.then401.9, %for.inc412.8
  br i1 %cmp378.10, label %if.then401.10, label %for.inc412.10

if.then401.10:                                    ; preds = %for.inc412.9
  %add409.10 = add i64 %add407, 10
  %arrayidx410.10 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.10
  store i32 %cond388.10, ptr %arrayidx410.10, align 4, !tbaa !19
  br label %for.inc412.10

for.inc412.10:                                    ; preds = %if.then401.10, %for.inc412.9
  br i1 %cmp378.11, label %if.then401.11, label %for.inc412.11

if.then401.11:                                    ; preds = %for.inc412.10
  %add409.11 = add i64 %add407, 11
  %arrayidx410.11 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.11
  store i32 %cond388.11, ptr %arrayidx410.11, align 4, !tbaa !19
  br label %for.inc412.11

for.inc412.11:                                    ; preds = %if.then401.11, %for.inc412.10
  br i1 %cmp378.12, label %if.then401.12, label %for.inc412.12

if.then401.12:                                    ; preds = %for.inc412.11
  %add409.12 = add i64 %add407, 12
  %arrayidx410.12 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.12
  store i32 %cond388.12, ptr %arrayidx410.12, align 4, !tbaa !19
  br label %for.inc412.12

for.inc412.12:                                    ; preds = %if.then401.12, %for.inc412.11
  br i1 %cmp378.13, label %if.then401.13, label %for.inc412.13

if.then401.13:                                    ; preds = %for.inc412.12
  %add409.13 = add i64 %add407, 13
  %arrayidx410.13 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.13
  store i32 %cond388.13, ptr %arrayidx410.13, align 4, !tbaa !19
  br label %for.inc412.13

for.inc412.13:                                    ; preds = %if.then401.13, %for.inc412.12
  br i1 %cmp378.14, label %if.then401.14, label %for.inc412.14

if.then401.14:                                    ; preds = %for.inc412.13
  %add409.14 = add i64 %add407, 14
  %arrayidx410.14 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.14
  store i32 %cond388.14, ptr %arrayidx410.14, align 4, !tbaa !19
  br label %for.inc412.14

for.inc412.14:                                    ; preds = %if.then401.14, %for.inc412.13
  br i1 %cmp378.15, label %if.then401.15, label %for.inc412.15

if.then401.15:                                    ; preds = %for.inc412.14
  %add409.15 = add i64 %add407, 15
  %arrayidx410.15 = getelementptr inbounds i32, ptr %add.ptr, i64 %add409.15
  store i32 %cond388.15, ptr %arrayidx410.15, align 4, !tbaa !19
  br label %for.inc412.15

for.inc412.15:                                    ; preds = %if.then401.15, %for.inc412.14
  %add417 = add i32 %i367.0865, %2
  %cmp369 = icmp ult i32 %add417, %n
  br i1 %cmp369, label %for.body371, label %for.cond.cleanup370, !llvm.loop !56

for.cond.cleanup424.loopexit.unr-lcssa:           ; preds = %cond.end448.1, %for.body425.lr.ph
  %r.0867.unr = phi i32 [ 0, %for.body425.lr.ph ], [ %inc455.1, %cond.end448.1 ]
  %lcmp.mod995.not = icmp eq i32 %xtraiter993, 0
  br i1 %lcmp.mod995.not, label %for.cond.cleanup424, label %for.body425.epil

for.body425.epil:                                 ; preds = %for.cond.cleanup424.loopexit.unr-lcssa
  br i1 %cmp427, label %cond.true428.epil, label %cond.false445.epil

cond.false445.epil:                               ; preds = %for.body425.epil
  %cmp446.epil = icmp eq i32 %sub, %r.0867.unr
  %cond447.epil = zext i1 %cmp446.epil to i32
  br label %cond.end448.epil

cond.true428.epil:                                ; preds = %for.body425.epil
  br i1 %cmp429, label %cond.true430.epil, label %cond.end448.epil

cond.true430.epil:                                ; preds = %cond.true428.epil
  %idxprom432.epil = zext i32 %r.0867.unr to i64
  %arrayidx433.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 2, i64 %idxprom432.epil
  %171 = load i32, ptr %arrayidx433.epil, align 4, !tbaa !19
  %conv434.epil = zext i32 %171 to i64
  %mul435.epil = shl nuw nsw i64 %conv434.epil, 4
  %172 = load i32, ptr %arrayidx438, align 4, !tbaa !19
  %conv439.epil = zext i32 %172 to i64
  %add440.epil = add nuw nsw i64 %mul435.epil, %conv439.epil
  %arrayidx441.epil = getelementptr inbounds i32, ptr %add.ptr9, i64 %add440.epil
  %173 = load i32, ptr %arrayidx441.epil, align 4, !tbaa !19
  br label %cond.end448.epil

cond.end448.epil:                                 ; preds = %cond.true430.epil, %cond.true428.epil, %cond.false445.epil
  %cond449.epil = phi i32 [ %cond447.epil, %cond.false445.epil ], [ %173, %cond.true430.epil ], [ 0, %cond.true428.epil ]
  %idxprom450.epil = zext i32 %r.0867.unr to i64
  %arrayidx453.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom450.epil, i64 %idxprom437
  store i32 %cond449.epil, ptr %arrayidx453.epil, align 4, !tbaa !19
  br label %for.cond.cleanup424

for.cond.cleanup424:                              ; preds = %cond.end448.epil, %for.cond.cleanup424.loopexit.unr-lcssa, %for.cond422.preheader
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp423866.not, label %for.cond.cleanup515, label %for.body461.lr.ph

for.body461.lr.ph:                                ; preds = %for.cond.cleanup424
  %idxprom466 = zext i32 %1 to i64
  %conv2.i.i817 = zext i32 %q.sroa.0.0.copyload to i64
  %conv1.i.i826 = zext i32 %q.sroa.15.0.copyload to i64
  br label %for.body461

for.body425:                                      ; preds = %cond.end448.1, %for.body425.lr.ph.new
  %r.0867 = phi i32 [ 0, %for.body425.lr.ph.new ], [ %inc455.1, %cond.end448.1 ]
  %niter997 = phi i32 [ 0, %for.body425.lr.ph.new ], [ %niter997.next.1, %cond.end448.1 ]
  br i1 %cmp427, label %cond.true428, label %cond.false445

cond.true428:                                     ; preds = %for.body425
  br i1 %cmp429, label %cond.true430, label %cond.end448

cond.true430:                                     ; preds = %cond.true428
  %idxprom432 = zext i32 %r.0867 to i64
  %arrayidx433 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 2, i64 %idxprom432
  %174 = load i32, ptr %arrayidx433, align 4, !tbaa !19
  %conv434 = zext i32 %174 to i64
  %mul435 = shl nuw nsw i64 %conv434, 4
  %175 = load i32, ptr %arrayidx438, align 4, !tbaa !19
  %conv439 = zext i32 %175 to i64
  %add440 = add nuw nsw i64 %mul435, %conv439
  %arrayidx441 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add440
  %176 = load i32, ptr %arrayidx441, align 4, !tbaa !19
  br label %cond.end448

cond.false445:                                    ; preds = %for.body425
  %cmp446 = icmp eq i32 %sub, %r.0867
  %cond447 = zext i1 %cmp446 to i32
  br label %cond.end448

cond.end448:                                      ; preds = %cond.true430, %cond.true428, %cond.false445
  %cond449 = phi i32 [ %cond447, %cond.false445 ], [ %176, %cond.true430 ], [ 0, %cond.true428 ]
  %idxprom450 = zext i32 %r.0867 to i64
  %arrayidx453 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom450, i64 %idxprom437
  store i32 %cond449, ptr %arrayidx453, align 4, !tbaa !19
  %inc455 = or i32 %r.0867, 1
  br i1 %cmp427, label %cond.true428.1, label %cond.false445.1

cond.false445.1:                                  ; preds = %cond.end448
  %cmp446.1 = icmp eq i32 %sub, %inc455
  %cond447.1 = zext i1 %cmp446.1 to i32
  br label %cond.end448.1

cond.true428.1:                                   ; preds = %cond.end448
  br i1 %cmp429, label %cond.true430.1, label %cond.end448.1

cond.true430.1:                                   ; preds = %cond.true428.1
  %idxprom432.1 = zext i32 %inc455 to i64
  %arrayidx433.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 2, i64 %idxprom432.1
  %177 = load i32, ptr %arrayidx433.1, align 4, !tbaa !19
  %conv434.1 = zext i32 %177 to i64
  %mul435.1 = shl nuw nsw i64 %conv434.1, 4
  %178 = load i32, ptr %arrayidx438, align 4, !tbaa !19
  %conv439.1 = zext i32 %178 to i64
  %add440.1 = add nuw nsw i64 %mul435.1, %conv439.1
  %arrayidx441.1 = getelementptr inbounds i32, ptr %add.ptr9, i64 %add440.1
  %179 = load i32, ptr %arrayidx441.1, align 4, !tbaa !19
  br label %cond.end448.1

cond.end448.1:                                    ; preds = %cond.true430.1, %cond.true428.1, %cond.false445.1
  %cond449.1 = phi i32 [ %cond447.1, %cond.false445.1 ], [ %179, %cond.true430.1 ], [ 0, %cond.true428.1 ]
  %idxprom450.1 = zext i32 %inc455 to i64
  %arrayidx453.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom450.1, i64 %idxprom437
  store i32 %cond449.1, ptr %arrayidx453.1, align 4, !tbaa !19
  %inc455.1 = add nuw i32 %r.0867, 2
  %niter997.next.1 = add i32 %niter997, 2
  %niter997.ncmp.1 = icmp eq i32 %niter997.next.1, %unroll_iter996
  br i1 %niter997.ncmp.1, label %for.cond.cleanup424.loopexit.unr-lcssa, label %for.body425, !llvm.loop !57

for.cond513.preheader:                            ; preds = %for.cond474.for.cond.cleanup476_crit_edge
  br i1 %cmp423866.not, label %for.cond.cleanup515, label %for.body516.lr.ph

for.body516.lr.ph:                                ; preds = %for.cond513.preheader
  %cmp517 = icmp ult i32 %1, 16
  %add521 = add nuw nsw i32 %1, 16
  %idxprom522 = zext i32 %add521 to i64
  %180 = add i32 %count.0.lcssa, -1
  %xtraiter998 = and i32 %count.0.lcssa, 3
  %181 = icmp ult i32 %180, 3
  br i1 %181, label %for.cond.cleanup515.loopexit.unr-lcssa, label %for.body516.lr.ph.new

for.body516.lr.ph.new:                            ; preds = %for.body516.lr.ph
  %unroll_iter1001 = and i32 %count.0.lcssa, -4
  br label %for.body516

for.body461:                                      ; preds = %for.body461.lr.ph, %for.cond474.for.cond.cleanup476_crit_edge
  %c.0871 = phi i32 [ 0, %for.body461.lr.ph ], [ %inc509, %for.cond474.for.cond.cleanup476_crit_edge ]
  %idxprom462 = zext i32 %c.0871 to i64
  %arrayidx463 = getelementptr inbounds [16 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE4pinv to ptr), i64 0, i64 %idxprom462
  %182 = load i32, ptr %arrayidx463, align 4, !tbaa !19
  %arrayidx467 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom462, i64 %idxprom466
  %183 = load i32, ptr %arrayidx467, align 4, !tbaa !19
  %conv.i811 = zext i32 %182 to i64
  %conv1.i812 = zext i32 %183 to i64
  %mul.i813 = mul nuw i64 %conv1.i812, %conv.i811
  %conv.i.i814 = trunc i64 %mul.i813 to i32
  %mul.i.i815 = mul i32 %q.sroa.11.0.copyload, %conv.i.i814
  %conv1.i.i816 = zext i32 %mul.i.i815 to i64
  %mul3.i.i818 = mul nuw i64 %conv1.i.i816, %conv2.i.i817
  %add.i.i819 = add i64 %mul3.i.i818, %mul.i813
  %shr.i.i820 = lshr i64 %add.i.i819, 32
  %cmp.not.i.i821 = icmp ult i64 %shr.i.i820, %conv2.i.i817
  %sub.i.i822 = select i1 %cmp.not.i.i821, i64 0, i64 %conv2.i.i817
  %cond.i.i823 = sub nsw i64 %shr.i.i820, %sub.i.i822
  %conv8.i.i824 = trunc i64 %cond.i.i823 to i32
  store i32 %conv8.i.i824, ptr %arrayidx467, align 4, !tbaa !19
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.body477

for.cond474.for.cond.cleanup476_crit_edge:        ; preds = %for.inc504
  %inc509 = add nuw i32 %c.0871, 1
  %exitcond906.not = icmp eq i32 %inc509, %count.0.lcssa
  br i1 %exitcond906.not, label %for.cond513.preheader, label %for.body461, !llvm.loop !58

for.body477:                                      ; preds = %for.body461, %for.inc504
  %r473.0869 = phi i32 [ 0, %for.body461 ], [ %inc505, %for.inc504 ]
  %cmp478 = icmp eq i32 %r473.0869, %c.0871
  br i1 %cmp478, label %for.inc504, label %if.end480

if.end480:                                        ; preds = %for.body477
  %idxprom482 = zext i32 %r473.0869 to i64
  %arrayidx485 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom482, i64 %idxprom462
  %184 = load i32, ptr %arrayidx485, align 4, !tbaa !19
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp486.not = icmp eq i32 %184, 0
  br i1 %cmp486.not, label %if.end503, label %if.then487

if.then487:                                       ; preds = %if.end480
  %arrayidx491 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom482, i64 %idxprom466
  %185 = load i32, ptr %arrayidx491, align 4, !tbaa !19
  %186 = load i32, ptr %arrayidx467, align 4, !tbaa !19
  %conv.i.i825 = zext i32 %184 to i64
  %mul.i.i827 = mul nuw i64 %conv.i.i825, %conv1.i.i826
  %conv.i.i.i = trunc i64 %mul.i.i827 to i32
  %mul.i.i.i = mul i32 %q.sroa.11.0.copyload, %conv.i.i.i
  %conv1.i.i.i = zext i32 %mul.i.i.i to i64
  %mul3.i.i.i = mul nuw i64 %conv1.i.i.i, %conv2.i.i817
  %add.i.i.i = add i64 %mul3.i.i.i, %mul.i.i827
  %shr.i.i.i = lshr i64 %add.i.i.i, 32
  %cmp.not.i.i.i = icmp ult i64 %shr.i.i.i, %conv2.i.i817
  %sub.i.i.i = select i1 %cmp.not.i.i.i, i64 0, i64 %conv2.i.i817
  %cond.i.i.i = sub nsw i64 %shr.i.i.i, %sub.i.i.i
  %conv.i4.i = and i64 %cond.i.i.i, 4294967295
  %conv1.i5.i = zext i32 %186 to i64
  %mul.i6.i = mul nuw i64 %conv.i4.i, %conv1.i5.i
  %conv.i.i7.i = trunc i64 %mul.i6.i to i32
  %mul.i.i8.i = mul i32 %q.sroa.11.0.copyload, %conv.i.i7.i
  %conv1.i.i9.i = zext i32 %mul.i.i8.i to i64
  %mul3.i.i11.i = mul nuw i64 %conv1.i.i9.i, %conv2.i.i817
  %add.i.i12.i = add i64 %mul3.i.i11.i, %mul.i6.i
  %shr.i.i13.i = lshr i64 %add.i.i12.i, 32
  %cmp.not.i.i14.i = icmp ult i64 %shr.i.i13.i, %conv2.i.i817
  %sub.i.i15.i = select i1 %cmp.not.i.i14.i, i64 0, i64 %conv2.i.i817
  %cond.i.i16.i = sub nsw i64 %shr.i.i13.i, %sub.i.i15.i
  %conv8.i.i17.i = trunc i64 %cond.i.i16.i to i32
  %cmp.not.i828 = icmp ult i32 %185, %conv8.i.i17.i
  %add.i829 = select i1 %cmp.not.i828, i32 %q.sroa.0.0.copyload, i32 0
  %a.pn.i = sub i32 %185, %conv8.i.i17.i
  %cond.i830 = add i32 %a.pn.i, %add.i829
  store i32 %cond.i830, ptr %arrayidx491, align 4, !tbaa !19
  br label %if.end503

if.end503:                                        ; preds = %if.then487, %if.end480
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %for.inc504

for.inc504:                                       ; preds = %for.body477, %if.end503
  %inc505 = add nuw i32 %r473.0869, 1
  %exitcond905.not = icmp eq i32 %inc505, %count.0.lcssa
  br i1 %exitcond905.not, label %for.cond474.for.cond.cleanup476_crit_edge, label %for.body477, !llvm.loop !59

for.cond.cleanup515.loopexit.unr-lcssa:           ; preds = %for.inc529.3, %for.body516.lr.ph
  %r512.0873.unr = phi i32 [ 0, %for.body516.lr.ph ], [ %inc530.3, %for.inc529.3 ]
  %lcmp.mod1000.not = icmp eq i32 %xtraiter998, 0
  br i1 %lcmp.mod1000.not, label %for.cond.cleanup515, label %for.body516.epil

for.body516.epil:                                 ; preds = %for.cond.cleanup515.loopexit.unr-lcssa, %for.inc529.epil
  %r512.0873.epil = phi i32 [ %inc530.epil, %for.inc529.epil ], [ %r512.0873.unr, %for.cond.cleanup515.loopexit.unr-lcssa ]
  %epil.iter999 = phi i32 [ %epil.iter999.next, %for.inc529.epil ], [ 0, %for.cond.cleanup515.loopexit.unr-lcssa ]
  br i1 %cmp517, label %if.then518.epil, label %for.inc529.epil

if.then518.epil:                                  ; preds = %for.body516.epil
  %idxprom519.epil = zext i32 %r512.0873.epil to i64
  %arrayidx523.epil = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom519.epil, i64 %idxprom522
  %187 = load i32, ptr %arrayidx523.epil, align 4, !tbaa !19
  %mul524.epil = shl i32 %r512.0873.epil, 4
  %add525.epil = add nuw i32 %mul524.epil, %1
  %idxprom526.epil = zext i32 %add525.epil to i64
  %arrayidx527.epil = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 4, i64 %idxprom526.epil
  store i32 %187, ptr %arrayidx527.epil, align 4, !tbaa !19
  br label %for.inc529.epil

for.inc529.epil:                                  ; preds = %if.then518.epil, %for.body516.epil
  %inc530.epil = add nuw i32 %r512.0873.epil, 1
  %epil.iter999.next = add i32 %epil.iter999, 1
  %epil.iter999.cmp.not = icmp eq i32 %epil.iter999.next, %xtraiter998
  br i1 %epil.iter999.cmp.not, label %for.cond.cleanup515, label %for.body516.epil, !llvm.loop !60

for.cond.cleanup515:                              ; preds = %for.cond.cleanup515.loopexit.unr-lcssa, %for.inc529.epil, %for.cond.cleanup424, %for.cond513.preheader
  %cmp533 = icmp eq i32 %1, 0
  br i1 %cmp533, label %if.then534, label %if.end539

for.body516:                                      ; preds = %for.inc529.3, %for.body516.lr.ph.new
  %r512.0873 = phi i32 [ 0, %for.body516.lr.ph.new ], [ %inc530.3, %for.inc529.3 ]
  %niter1002 = phi i32 [ 0, %for.body516.lr.ph.new ], [ %niter1002.next.3, %for.inc529.3 ]
  br i1 %cmp517, label %if.then518, label %for.inc529.3

if.then518:                                       ; preds = %for.body516
  %idxprom519 = zext i32 %r512.0873 to i64
  %arrayidx523 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom519, i64 %idxprom522
  %188 = load i32, ptr %arrayidx523, align 4, !tbaa !19
  %mul524 = shl i32 %r512.0873, 4
  %add525 = add nuw i32 %mul524, %1
  %idxprom526 = zext i32 %add525 to i64
  %arrayidx527 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 4, i64 %idxprom526
  store i32 %188, ptr %arrayidx527, align 4, !tbaa !19
  %inc530 = or i32 %r512.0873, 1
  %idxprom519.1 = zext i32 %inc530 to i64
  %arrayidx523.1 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom519.1, i64 %idxprom522
  %189 = load i32, ptr %arrayidx523.1, align 4, !tbaa !19
  %mul524.1 = shl i32 %inc530, 4
  %add525.1 = add nuw i32 %mul524.1, %1
  %idxprom526.1 = zext i32 %add525.1 to i64
  %arrayidx527.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 4, i64 %idxprom526.1
  store i32 %189, ptr %arrayidx527.1, align 4, !tbaa !19
  %inc530.1 = or i32 %r512.0873, 2
  %idxprom519.2 = zext i32 %inc530.1 to i64
  %arrayidx523.2 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom519.2, i64 %idxprom522
  %190 = load i32, ptr %arrayidx523.2, align 4, !tbaa !19
  %mul524.2 = shl i32 %inc530.1, 4
  %add525.2 = add nuw i32 %mul524.2, %1
  %idxprom526.2 = zext i32 %add525.2 to i64
  %arrayidx527.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 4, i64 %idxprom526.2
  store i32 %190, ptr %arrayidx527.2, align 4, !tbaa !19
  %inc530.2 = or i32 %r512.0873, 3
  %idxprom519.3 = zext i32 %inc530.2 to i64
  %arrayidx523.3 = getelementptr inbounds [16 x [32 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_factorE3aug to ptr), i64 0, i64 %idxprom519.3, i64 %idxprom522
  %191 = load i32, ptr %arrayidx523.3, align 4, !tbaa !19
  %mul524.3 = shl i32 %inc530.2, 4
  %add525.3 = add nuw i32 %mul524.3, %1
  %idxprom526.3 = zext i32 %add525.3 to i64
  %arrayidx527.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 4, i64 %idxprom526.3
  store i32 %191, ptr %arrayidx527.3, align 4, !tbaa !19
  br label %for.inc529.3

for.inc529.3:                                     ; preds = %for.body516, %if.then518
  %inc530.3 = add nuw i32 %r512.0873, 4
  %niter1002.next.3 = add i32 %niter1002, 4
  %niter1002.ncmp.3 = icmp eq i32 %niter1002.next.3, %unroll_iter1001
  br i1 %niter1002.ncmp.3, label %for.cond.cleanup515.loopexit.unr-lcssa, label %for.body516, !llvm.loop !61

if.then534:                                       ; preds = %for.cond.cleanup515
  %add536 = add i32 %count.0.lcssa, %3
  %count535 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idxprom, i32 1
  store i32 %count.0.lcssa, ptr %count535, align 4, !tbaa !62
  store i32 %add536, ptr %add.ptr15, align 4, !tbaa !47
  br label %if.end539

if.end539:                                        ; preds = %for.cond.cleanup515, %if.then534, %for.cond.cleanup370
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_w(ptr nocapture noundef readonly %mats, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %states, ptr nocapture noundef writeonly %wbuf, i32 noundef %c1) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idx.ext = zext i32 %0 to i64
  %count1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 1
  %1 = load i32, ptr %count1, align 4, !tbaa !62
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
  %5 = load i32, ptr %arrayidx, align 4, !tbaa !19
  %arrayidx5 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom
  store i32 %5, ptr %arrayidx5, align 4, !tbaa !19
  %add = add i32 %x.0108, %3
  %cmp3 = icmp ult i32 %add, 256
  br i1 %cmp3, label %for.body, label %for.cond.cleanup, !llvm.loop !63

if.end13:                                         ; preds = %for.cond.cleanup
  %arrayidx15 = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idx.ext
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx15, align 8, !tbaa.struct !18
  %q.sroa.5105.0.arrayidx15.sroa_idx = getelementptr inbounds i8, ptr %arrayidx15, i64 16
  %q.sroa.5105.0.copyload = load i64, ptr %q.sroa.5105.0.arrayidx15.sroa_idx, align 8, !tbaa.struct !26
  %conv = zext i32 %q.sroa.0.0.copyload to i64
  %mul18 = mul i64 %idx.ext, %stride
  %add.ptr19 = getelementptr inbounds i32, ptr %mats, i64 %mul18
  %conv29 = zext i32 %add10 to i64
  %arrayidx26 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 0
  %6 = load i32, ptr %arrayidx26, align 4, !tbaa !19
  %conv27 = zext i32 %6 to i64
  %mul28 = mul i64 %conv27, %ld
  %add30 = add i64 %mul28, %conv29
  %arrayidx31 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30
  %7 = load i32, ptr %arrayidx31, align 4, !tbaa !19
  %cmp24.1 = icmp ugt i32 %1, 1
  br i1 %cmp24.1, label %cond.true.1, label %cond.end.1

cond.true.1:                                      ; preds = %if.end13
  %arrayidx26.1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 1
  %8 = load i32, ptr %arrayidx26.1, align 4, !tbaa !19
  %conv27.1 = zext i32 %8 to i64
  %mul28.1 = mul i64 %conv27.1, %ld
  %add30.1 = add i64 %mul28.1, %conv29
  %arrayidx31.1 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.1
  %9 = load i32, ptr %arrayidx31.1, align 4, !tbaa !19
  %phi.cast126 = zext i32 %9 to i64
  br label %cond.end.1

cond.end.1:                                       ; preds = %cond.true.1, %if.end13
  %cond.1 = phi i64 [ %phi.cast126, %cond.true.1 ], [ 0, %if.end13 ]
  %cmp24.2 = icmp ugt i32 %1, 2
  br i1 %cmp24.2, label %cond.true.2, label %cond.end.2

cond.true.2:                                      ; preds = %cond.end.1
  %arrayidx26.2 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 2
  %10 = load i32, ptr %arrayidx26.2, align 4, !tbaa !19
  %conv27.2 = zext i32 %10 to i64
  %mul28.2 = mul i64 %conv27.2, %ld
  %add30.2 = add i64 %mul28.2, %conv29
  %arrayidx31.2 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.2
  %11 = load i32, ptr %arrayidx31.2, align 4, !tbaa !19
  %phi.cast127 = zext i32 %11 to i64
  br label %cond.end.2

cond.end.2:                                       ; preds = %cond.true.2, %cond.end.1
  %cond.2 = phi i64 [ %phi.cast127, %cond.true.2 ], [ 0, %cond.end.1 ]
  %cmp24.3 = icmp ugt i32 %1, 3
  br i1 %cmp24.3, label %cond.true.3, label %cond.end.3

cond.true.3:                                      ; preds = %cond.end.2
  %arrayidx26.3 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 3
  %12 = load i32, ptr %arrayidx26.3, align 4, !tbaa !19
  %conv27.3 = zext i32 %12 to i64
  %mul28.3 = mul i64 %conv27.3, %ld
  %add30.3 = add i64 %mul28.3, %conv29
  %arrayidx31.3 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.3
  %13 = load i32, ptr %arrayidx31.3, align 4, !tbaa !19
  %phi.cast = zext i32 %13 to i64
  br label %cond.end.3

cond.end.3:                                       ; preds = %cond.true.3, %cond.end.2
  %cond.3 = phi i64 [ %phi.cast, %cond.true.3 ], [ 0, %cond.end.2 ]
  %cmp24.4 = icmp ugt i32 %1, 4
  br i1 %cmp24.4, label %cond.true.4, label %cond.end.4

cond.true.4:                                      ; preds = %cond.end.3
  %arrayidx26.4 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 4
  %14 = load i32, ptr %arrayidx26.4, align 4, !tbaa !19
  %conv27.4 = zext i32 %14 to i64
  %mul28.4 = mul i64 %conv27.4, %ld
  %add30.4 = add i64 %mul28.4, %conv29
  %arrayidx31.4 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.4
  %15 = load i32, ptr %arrayidx31.4, align 4, !tbaa !19
  %phi.cast114 = zext i32 %15 to i64
  br label %cond.end.4

cond.end.4:                                       ; preds = %cond.true.4, %cond.end.3
  %cond.4 = phi i64 [ %phi.cast114, %cond.true.4 ], [ 0, %cond.end.3 ]
  %cmp24.5 = icmp ugt i32 %1, 5
  br i1 %cmp24.5, label %cond.true.5, label %cond.end.5

cond.true.5:                                      ; preds = %cond.end.4
  %arrayidx26.5 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 5
  %16 = load i32, ptr %arrayidx26.5, align 4, !tbaa !19
  %conv27.5 = zext i32 %16 to i64
  %mul28.5 = mul i64 %conv27.5, %ld
  %add30.5 = add i64 %mul28.5, %conv29
  %arrayidx31.5 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.5
  %17 = load i32, ptr %arrayidx31.5, align 4, !tbaa !19
  %phi.cast115 = zext i32 %17 to i64
  br label %cond.end.5

cond.end.5:                                       ; preds = %cond.true.5, %cond.end.4
  %cond.5 = phi i64 [ %phi.cast115, %cond.true.5 ], [ 0, %cond.end.4 ]
  %cmp24.6 = icmp ugt i32 %1, 6
  br i1 %cmp24.6, label %cond.true.6, label %cond.end.6

cond.true.6:                                      ; preds = %cond.end.5
  %arrayidx26.6 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 6
  %18 = load i32, ptr %arrayidx26.6, align 4, !tbaa !19
  %conv27.6 = zext i32 %18 to i64
  %mul28.6 = mul i64 %conv27.6, %ld
  %add30.6 = add i64 %mul28.6, %conv29
  %arrayidx31.6 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.6
  %19 = load i32, ptr %arrayidx31.6, align 4, !tbaa !19
  %phi.cast116 = zext i32 %19 to i64
  br label %cond.end.6

cond.end.6:                                       ; preds = %cond.true.6, %cond.end.5
  %cond.6 = phi i64 [ %phi.cast116, %cond.true.6 ], [ 0, %cond.end.5 ]
  %cmp24.7 = icmp ugt i32 %1, 7
  br i1 %cmp24.7, label %cond.true.7, label %cond.end.7

cond.true.7:                                      ; preds = %cond.end.6
  %arrayidx26.7 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 7
  %20 = load i32, ptr %arrayidx26.7, align 4, !tbaa !19
  %conv27.7 = zext i32 %20 to i64
  %mul28.7 = mul i64 %conv27.7, %ld
  %add30.7 = add i64 %mul28.7, %conv29
  %arrayidx31.7 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.7
  %21 = load i32, ptr %arrayidx31.7, align 4, !tbaa !19
  %phi.cast117 = zext i32 %21 to i64
  br label %cond.end.7

cond.end.7:                                       ; preds = %cond.true.7, %cond.end.6
  %cond.7 = phi i64 [ %phi.cast117, %cond.true.7 ], [ 0, %cond.end.6 ]
  %cmp24.8 = icmp ugt i32 %1, 8
  br i1 %cmp24.8, label %cond.true.8, label %cond.end.8

cond.true.8:                                      ; preds = %cond.end.7
  %arrayidx26.8 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 8
  %22 = load i32, ptr %arrayidx26.8, align 4, !tbaa !19
  %conv27.8 = zext i32 %22 to i64
  %mul28.8 = mul i64 %conv27.8, %ld
  %add30.8 = add i64 %mul28.8, %conv29
  %arrayidx31.8 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.8
  %23 = load i32, ptr %arrayidx31.8, align 4, !tbaa !19
  %phi.cast118 = zext i32 %23 to i64
  br label %cond.end.8

cond.end.8:                                       ; preds = %cond.true.8, %cond.end.7
  %cond.8 = phi i64 [ %phi.cast118, %cond.true.8 ], [ 0, %cond.end.7 ]
  %cmp24.9 = icmp ugt i32 %1, 9
  br i1 %cmp24.9, label %cond.true.9, label %cond.end.9

cond.true.9:                                      ; preds = %cond.end.8
  %arrayidx26.9 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 9
  %24 = load i32, ptr %arrayidx26.9, align 4, !tbaa !19
  %conv27.9 = zext i32 %24 to i64
  %mul28.9 = mul i64 %conv27.9, %ld
  %add30.9 = add i64 %mul28.9, %conv29
  %arrayidx31.9 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.9
  %25 = load i32, ptr %arrayidx31.9, align 4, !tbaa !19
  %phi.cast119 = zext i32 %25 to i64
  br label %cond.end.9

cond.end.9:                                       ; preds = %cond.true.9, %cond.end.8
  %cond.9 = phi i64 [ %phi.cast119, %cond.true.9 ], [ 0, %cond.end.8 ]
  %cmp24.10 = icmp ugt i32 %1, 10
  br i1 %cmp24.10, label %cond.true.10, label %cond.end.10

cond.true.10:                                     ; preds = %cond.end.9
  %arrayidx26.10 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 10
  %26 = load i32, ptr %arrayidx26.10, align 4, !tbaa !19
  %conv27.10 = zext i32 %26 to i64
  %mul28.10 = mul i64 %conv27.10, %ld
  %add30.10 = add i64 %mul28.10, %conv29
  %arrayidx31.10 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.10
  %27 = load i32, ptr %arrayidx31.10, align 4, !tbaa !19
  %phi.cast120 = zext i32 %27 to i64
  br label %cond.end.10

cond.end.10:                                      ; preds = %cond.true.10, %cond.end.9
  %cond.10 = phi i64 [ %phi.cast120, %cond.true.10 ], [ 0, %cond.end.9 ]
  %cmp24.11 = icmp ugt i32 %1, 11
  br i1 %cmp24.11, label %cond.true.11, label %cond.end.11

cond.true.11:                                     ; preds = %cond.end.10
  %arrayidx26.11 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 11
  %28 = load i32, ptr %arrayidx26.11, align 4, !tbaa !19
  %conv27.11 = zext i32 %28 to i64
  %mul28.11 = mul i64 %conv27.11, %ld
  %add30.11 = add i64 %mul28.11, %conv29
  %arrayidx31.11 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.11
  %29 = load i32, ptr %arrayidx31.11, align 4, !tbaa !19
  %phi.cast121 = zext i32 %29 to i64
  br label %cond.end.11

cond.end.11:                                      ; preds = %cond.true.11, %cond.end.10
  %cond.11 = phi i64 [ %phi.cast121, %cond.true.11 ], [ 0, %cond.end.10 ]
  %cmp24.12 = icmp ugt i32 %1, 12
  br i1 %cmp24.12, label %cond.true.12, label %cond.end.12

cond.true.12:                                     ; preds = %cond.end.11
  %arrayidx26.12 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 12
  %30 = load i32, ptr %arrayidx26.12, align 4, !tbaa !19
  %conv27.12 = zext i32 %30 to i64
  %mul28.12 = mul i64 %conv27.12, %ld
  %add30.12 = add i64 %mul28.12, %conv29
  %arrayidx31.12 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.12
  %31 = load i32, ptr %arrayidx31.12, align 4, !tbaa !19
  %phi.cast122 = zext i32 %31 to i64
  br label %cond.end.12

cond.end.12:                                      ; preds = %cond.true.12, %cond.end.11
  %cond.12 = phi i64 [ %phi.cast122, %cond.true.12 ], [ 0, %cond.end.11 ]
  %cmp24.13 = icmp ugt i32 %1, 13
  br i1 %cmp24.13, label %cond.true.13, label %cond.end.13

cond.true.13:                                     ; preds = %cond.end.12
  %arrayidx26.13 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 13
  %32 = load i32, ptr %arrayidx26.13, align 4, !tbaa !19
  %conv27.13 = zext i32 %32 to i64
  %mul28.13 = mul i64 %conv27.13, %ld
  %add30.13 = add i64 %mul28.13, %conv29
  %arrayidx31.13 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.13
  %33 = load i32, ptr %arrayidx31.13, align 4, !tbaa !19
  %phi.cast123 = zext i32 %33 to i64
  br label %cond.end.13

cond.end.13:                                      ; preds = %cond.true.13, %cond.end.12
  %cond.13 = phi i64 [ %phi.cast123, %cond.true.13 ], [ 0, %cond.end.12 ]
  %cmp24.14 = icmp ugt i32 %1, 14
  br i1 %cmp24.14, label %cond.true.14, label %cond.end.14

cond.true.14:                                     ; preds = %cond.end.13
  %arrayidx26.14 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 14
  %34 = load i32, ptr %arrayidx26.14, align 4, !tbaa !19
  %conv27.14 = zext i32 %34 to i64
  %mul28.14 = mul i64 %conv27.14, %ld
  %add30.14 = add i64 %mul28.14, %conv29
  %arrayidx31.14 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.14
  %35 = load i32, ptr %arrayidx31.14, align 4, !tbaa !19
  %phi.cast124 = zext i32 %35 to i64
  br label %cond.end.14

cond.end.14:                                      ; preds = %cond.true.14, %cond.end.13
  %cond.14 = phi i64 [ %phi.cast124, %cond.true.14 ], [ 0, %cond.end.13 ]
  %cmp24.15 = icmp ugt i32 %1, 15
  br i1 %cmp24.15, label %cond.true.15, label %cond.end.15

cond.true.15:                                     ; preds = %cond.end.14
  %arrayidx26.15 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 2, i64 15
  %36 = load i32, ptr %arrayidx26.15, align 4, !tbaa !19
  %conv27.15 = zext i32 %36 to i64
  %mul28.15 = mul i64 %conv27.15, %ld
  %add30.15 = add i64 %mul28.15, %conv29
  %arrayidx31.15 = getelementptr inbounds i32, ptr %add.ptr19, i64 %add30.15
  %37 = load i32, ptr %arrayidx31.15, align 4, !tbaa !19
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
  %38 = load i32, ptr %arrayidx53, align 4, !tbaa !19
  %conv.i101 = zext i32 %38 to i64
  %mul.i102 = mul nuw i64 %conv1.i, %conv.i101
  %cmp.i = icmp slt i64 %mul.i102, 0
  %sub.i103 = select i1 %cmp.i, i64 %mul16, i64 0
  %cond.i104 = sub i64 %mul.i102, %sub.i103
  %add51.1 = or i32 %mul50, 1
  %idxprom52.1 = zext i32 %add51.1 to i64
  %arrayidx53.1 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.1
  %39 = load i32, ptr %arrayidx53.1, align 4, !tbaa !19
  %conv.i101.1 = zext i32 %39 to i64
  %mul.i102.1 = mul nuw i64 %cond.1, %conv.i101.1
  %add.i.1 = add i64 %mul.i102.1, %cond.i104
  %cmp.i.1 = icmp slt i64 %add.i.1, 0
  %sub.i103.1 = select i1 %cmp.i.1, i64 %mul16, i64 0
  %cond.i104.1 = sub i64 %add.i.1, %sub.i103.1
  %add51.2 = or i32 %mul50, 2
  %idxprom52.2 = zext i32 %add51.2 to i64
  %arrayidx53.2 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.2
  %40 = load i32, ptr %arrayidx53.2, align 4, !tbaa !19
  %conv.i101.2 = zext i32 %40 to i64
  %mul.i102.2 = mul nuw i64 %cond.2, %conv.i101.2
  %add.i.2 = add i64 %mul.i102.2, %cond.i104.1
  %cmp.i.2 = icmp slt i64 %add.i.2, 0
  %sub.i103.2 = select i1 %cmp.i.2, i64 %mul16, i64 0
  %cond.i104.2 = sub i64 %add.i.2, %sub.i103.2
  %add51.3 = or i32 %mul50, 3
  %idxprom52.3 = zext i32 %add51.3 to i64
  %arrayidx53.3 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.3
  %41 = load i32, ptr %arrayidx53.3, align 4, !tbaa !19
  %conv.i101.3 = zext i32 %41 to i64
  %mul.i102.3 = mul nuw i64 %cond.3, %conv.i101.3
  %add.i.3 = add i64 %mul.i102.3, %cond.i104.2
  %cmp.i.3 = icmp slt i64 %add.i.3, 0
  %sub.i103.3 = select i1 %cmp.i.3, i64 %mul16, i64 0
  %cond.i104.3 = sub i64 %add.i.3, %sub.i103.3
  %add51.4 = or i32 %mul50, 4
  %idxprom52.4 = zext i32 %add51.4 to i64
  %arrayidx53.4 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.4
  %42 = load i32, ptr %arrayidx53.4, align 4, !tbaa !19
  %conv.i101.4 = zext i32 %42 to i64
  %mul.i102.4 = mul nuw i64 %cond.4, %conv.i101.4
  %add.i.4 = add i64 %mul.i102.4, %cond.i104.3
  %cmp.i.4 = icmp slt i64 %add.i.4, 0
  %sub.i103.4 = select i1 %cmp.i.4, i64 %mul16, i64 0
  %cond.i104.4 = sub i64 %add.i.4, %sub.i103.4
  %add51.5 = or i32 %mul50, 5
  %idxprom52.5 = zext i32 %add51.5 to i64
  %arrayidx53.5 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.5
  %43 = load i32, ptr %arrayidx53.5, align 4, !tbaa !19
  %conv.i101.5 = zext i32 %43 to i64
  %mul.i102.5 = mul nuw i64 %cond.5, %conv.i101.5
  %add.i.5 = add i64 %mul.i102.5, %cond.i104.4
  %cmp.i.5 = icmp slt i64 %add.i.5, 0
  %sub.i103.5 = select i1 %cmp.i.5, i64 %mul16, i64 0
  %cond.i104.5 = sub i64 %add.i.5, %sub.i103.5
  %add51.6 = or i32 %mul50, 6
  %idxprom52.6 = zext i32 %add51.6 to i64
  %arrayidx53.6 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.6
  %44 = load i32, ptr %arrayidx53.6, align 4, !tbaa !19
  %conv.i101.6 = zext i32 %44 to i64
  %mul.i102.6 = mul nuw i64 %cond.6, %conv.i101.6
  %add.i.6 = add i64 %mul.i102.6, %cond.i104.5
  %cmp.i.6 = icmp slt i64 %add.i.6, 0
  %sub.i103.6 = select i1 %cmp.i.6, i64 %mul16, i64 0
  %cond.i104.6 = sub i64 %add.i.6, %sub.i103.6
  %add51.7 = or i32 %mul50, 7
  %idxprom52.7 = zext i32 %add51.7 to i64
  %arrayidx53.7 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.7
  %45 = load i32, ptr %arrayidx53.7, align 4, !tbaa !19
  %conv.i101.7 = zext i32 %45 to i64
  %mul.i102.7 = mul nuw i64 %cond.7, %conv.i101.7
  %add.i.7 = add i64 %mul.i102.7, %cond.i104.6
  %cmp.i.7 = icmp slt i64 %add.i.7, 0
  %sub.i103.7 = select i1 %cmp.i.7, i64 %mul16, i64 0
  %cond.i104.7 = sub i64 %add.i.7, %sub.i103.7
  %add51.8 = or i32 %mul50, 8
  %idxprom52.8 = zext i32 %add51.8 to i64
  %arrayidx53.8 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.8
  %46 = load i32, ptr %arrayidx53.8, align 4, !tbaa !19
  %conv.i101.8 = zext i32 %46 to i64
  %mul.i102.8 = mul nuw i64 %cond.8, %conv.i101.8
  %add.i.8 = add i64 %mul.i102.8, %cond.i104.7
  %cmp.i.8 = icmp slt i64 %add.i.8, 0
  %sub.i103.8 = select i1 %cmp.i.8, i64 %mul16, i64 0
  %cond.i104.8 = sub i64 %add.i.8, %sub.i103.8
  %add51.9 = or i32 %mul50, 9
  %idxprom52.9 = zext i32 %add51.9 to i64
  %arrayidx53.9 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.9
  %47 = load i32, ptr %arrayidx53.9, align 4, !tbaa !19
  %conv.i101.9 = zext i32 %47 to i64
  %mul.i102.9 = mul nuw i64 %cond.9, %conv.i101.9
  %add.i.9 = add i64 %mul.i102.9, %cond.i104.8
  %cmp.i.9 = icmp slt i64 %add.i.9, 0
  %sub.i103.9 = select i1 %cmp.i.9, i64 %mul16, i64 0
  %cond.i104.9 = sub i64 %add.i.9, %sub.i103.9
  %add51.10 = or i32 %mul50, 10
  %idxprom52.10 = zext i32 %add51.10 to i64
  %arrayidx53.10 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.10
  %48 = load i32, ptr %arrayidx53.10, align 4, !tbaa !19
  %conv.i101.10 = zext i32 %48 to i64
  %mul.i102.10 = mul nuw i64 %cond.10, %conv.i101.10
  %add.i.10 = add i64 %mul.i102.10, %cond.i104.9
  %cmp.i.10 = icmp slt i64 %add.i.10, 0
  %sub.i103.10 = select i1 %cmp.i.10, i64 %mul16, i64 0
  %cond.i104.10 = sub i64 %add.i.10, %sub.i103.10
  %add51.11 = or i32 %mul50, 11
  %idxprom52.11 = zext i32 %add51.11 to i64
  %arrayidx53.11 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.11
  %49 = load i32, ptr %arrayidx53.11, align 4, !tbaa !19
  %conv.i101.11 = zext i32 %49 to i64
  %mul.i102.11 = mul nuw i64 %cond.11, %conv.i101.11
  %add.i.11 = add i64 %mul.i102.11, %cond.i104.10
  %cmp.i.11 = icmp slt i64 %add.i.11, 0
  %sub.i103.11 = select i1 %cmp.i.11, i64 %mul16, i64 0
  %cond.i104.11 = sub i64 %add.i.11, %sub.i103.11
  %add51.12 = or i32 %mul50, 12
  %idxprom52.12 = zext i32 %add51.12 to i64
  %arrayidx53.12 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.12
  %50 = load i32, ptr %arrayidx53.12, align 4, !tbaa !19
  %conv.i101.12 = zext i32 %50 to i64
  %mul.i102.12 = mul nuw i64 %cond.12, %conv.i101.12
  %add.i.12 = add i64 %mul.i102.12, %cond.i104.11
  %cmp.i.12 = icmp slt i64 %add.i.12, 0
  %sub.i103.12 = select i1 %cmp.i.12, i64 %mul16, i64 0
  %cond.i104.12 = sub i64 %add.i.12, %sub.i103.12
  %add51.13 = or i32 %mul50, 13
  %idxprom52.13 = zext i32 %add51.13 to i64
  %arrayidx53.13 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.13
  %51 = load i32, ptr %arrayidx53.13, align 4, !tbaa !19
  %conv.i101.13 = zext i32 %51 to i64
  %mul.i102.13 = mul nuw i64 %cond.13, %conv.i101.13
  %add.i.13 = add i64 %mul.i102.13, %cond.i104.12
  %cmp.i.13 = icmp slt i64 %add.i.13, 0
  %sub.i103.13 = select i1 %cmp.i.13, i64 %mul16, i64 0
  %cond.i104.13 = sub i64 %add.i.13, %sub.i103.13
  %add51.14 = or i32 %mul50, 14
  %idxprom52.14 = zext i32 %add51.14 to i64
  %arrayidx53.14 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.14
  %52 = load i32, ptr %arrayidx53.14, align 4, !tbaa !19
  %conv.i101.14 = zext i32 %52 to i64
  %mul.i102.14 = mul nuw i64 %cond.14, %conv.i101.14
  %add.i.14 = add i64 %mul.i102.14, %cond.i104.13
  %cmp.i.14 = icmp slt i64 %add.i.14, 0
  %sub.i103.14 = select i1 %cmp.i.14, i64 %mul16, i64 0
  %cond.i104.14 = sub i64 %add.i.14, %sub.i103.14
  %add51.15 = or i32 %mul50, 15
  %idxprom52.15 = zext i32 %add51.15 to i64
  %arrayidx53.15 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10gb_panel_wE4kinv to ptr), i64 0, i64 %idxprom52.15
  %53 = load i32, ptr %arrayidx53.15, align 4, !tbaa !19
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
  store i32 %conv6.i, ptr %arrayidx66, align 4, !tbaa !19
  %inc68 = add nuw i32 %r.0113, 1
  %exitcond.not = icmp eq i32 %inc68, %umax
  br i1 %exitcond.not, label %cleanup71, label %for.cond46.preheader, !llvm.loop !64

cleanup71:                                        ; preds = %for.cond46.preheader, %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_panel_update(ptr nocapture noundef %mats, i32 noundef %n, i32 noundef %m, i64 noundef %ld, i64 noundef %stride, ptr nocapture noundef readonly %primes, ptr nocapture noundef readonly %rowpiv, ptr nocapture noundef readonly %cbuf, ptr nocapture noundef readonly %states, ptr nocapture noundef readonly %wbuf, i32 noundef %c1) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %idx.ext = zext i32 %0 to i64
  %count1 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 1
  %1 = load i32, ptr %count1, align 4, !tbaa !62
  %cmp = icmp eq i32 %1, 0
  br i1 %cmp, label %cleanup240, label %if.end

if.end:                                           ; preds = %entry
  %add.ptr = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idx.ext
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !18
  %q.sroa.6356.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 16
  %q.sroa.6356.0.copyload = load i64, ptr %q.sroa.6356.0.arrayidx.sroa_idx, align 8, !tbaa.struct !26
  %shr = lshr i64 %q.sroa.6356.0.copyload, 1
  %conv = zext i32 %q.sroa.0.0.copyload to i64
  %mul = mul i64 %shr, %conv
  %2 = load i32, ptr %add.ptr, align 4, !tbaa !47
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
  %cmp21358 = icmp ult i32 %3, 1024
  br i1 %cmp21358, label %for.body.lr.ph, label %for.cond66.preheader

for.body.lr.ph:                                   ; preds = %if.end
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body

for.cond66.preheader:                             ; preds = %cond.end57, %if.end
  %cmp67360 = icmp ult i32 %3, 64
  br i1 %cmp67360, label %for.body69.lr.ph, label %for.cond.cleanup68

for.body69.lr.ph:                                 ; preds = %for.cond66.preheader
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  br label %for.body69

for.body:                                         ; preds = %for.body.lr.ph, %cond.end57
  %x.0359 = phi i32 [ %3, %for.body.lr.ph ], [ %add64, %cond.end57 ]
  %div336 = lshr i32 %x.0359, 4
  %rem = and i32 %x.0359, 15
  %add22 = add i32 %div336, %mul4
  %cmp23 = icmp ult i32 %add22, %n
  %cmp24 = icmp ult i32 %rem, %1
  %or.cond = select i1 %cmp23, i1 %cmp24, i1 false
  br i1 %or.cond, label %cond.true, label %for.body.cond.end_crit_edge

for.body.cond.end_crit_edge:                      ; preds = %for.body
  %.pre419 = zext i32 %rem to i64
  br label %cond.end

cond.true:                                        ; preds = %for.body
  %conv25 = zext i32 %add22 to i64
  %mul26 = shl nuw nsw i64 %conv25, 4
  %idxprom27 = zext i32 %rem to i64
  %arrayidx28 = getelementptr inbounds %struct.PanelState, ptr %states, i64 %idx.ext, i32 3, i64 %idxprom27
  %8 = load i32, ptr %arrayidx28, align 4, !tbaa !19
  %conv29 = zext i32 %8 to i64
  %add30 = add nuw nsw i64 %mul26, %conv29
  %arrayidx31 = getelementptr inbounds i32, ptr %add.ptr15, i64 %add30
  %9 = load i32, ptr %arrayidx31, align 4, !tbaa !19
  br label %cond.end

cond.end:                                         ; preds = %for.body.cond.end_crit_edge, %cond.true
  %idxprom41.pre-phi = phi i64 [ %.pre419, %for.body.cond.end_crit_edge ], [ %idxprom27, %cond.true ]
  %cond = phi i32 [ 0, %for.body.cond.end_crit_edge ], [ %9, %cond.true ]
  %cmp32 = icmp eq i32 %cond, 0
  %sub36 = sub i32 %q.sroa.0.0.copyload, %cond
  %cond38 = select i1 %cmp32, i32 0, i32 %sub36
  %idxprom39 = zext i32 %div336 to i64
  %arrayidx42 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom39, i64 %idxprom41.pre-phi
  store i32 %cond38, ptr %arrayidx42, align 4, !tbaa !19
  %div43337 = lshr i32 %x.0359, 6
  %rem44 = and i32 %x.0359, 63
  %add45 = add i32 %rem44, %add
  %cmp46 = icmp ult i32 %div43337, %1
  %cmp48 = icmp ult i32 %add45, %m
  %or.cond338 = select i1 %cmp46, i1 %cmp48, i1 false
  %conv50 = zext i32 %div43337 to i64
  br i1 %or.cond338, label %cond.true49, label %cond.end57

cond.true49:                                      ; preds = %cond.end
  %mul52 = mul nuw nsw i64 %conv50, %conv18
  %conv53 = zext i32 %add45 to i64
  %add54 = add nuw nsw i64 %mul52, %conv53
  %arrayidx55 = getelementptr inbounds i32, ptr %add.ptr20, i64 %add54
  %10 = load i32, ptr %arrayidx55, align 4, !tbaa !19
  br label %cond.end57

cond.end57:                                       ; preds = %cond.end, %cond.true49
  %cond58 = phi i32 [ %10, %cond.true49 ], [ 0, %cond.end ]
  %idxprom61 = zext i32 %rem44 to i64
  %arrayidx62 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %conv50, i64 %idxprom61
  store i32 %cond58, ptr %arrayidx62, align 4, !tbaa !19
  %add64 = add i32 %x.0359, %6
  %cmp21 = icmp ult i32 %add64, 1024
  br i1 %cmp21, label %for.body, label %for.cond66.preheader, !llvm.loop !65

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
  %or.cond341 = select i1 %cmp116, i1 %cmp118, i1 false
  br i1 %or.cond341, label %cond.true119, label %cond.end126

for.body69:                                       ; preds = %for.body69.lr.ph, %cond.end77
  %r65.0361 = phi i32 [ %3, %for.body69.lr.ph ], [ %add94, %cond.end77 ]
  %add71 = add i32 %r65.0361, %mul4
  %cmp72 = icmp ult i32 %add71, %n
  br i1 %cmp72, label %cond.true73, label %cond.end77

cond.true73:                                      ; preds = %for.body69
  %idxprom74 = zext i32 %add71 to i64
  %arrayidx75 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom74
  %11 = load i32, ptr %arrayidx75, align 4, !tbaa !19
  br label %cond.end77

cond.end77:                                       ; preds = %for.body69, %cond.true73
  %cond78 = phi i32 [ %11, %cond.true73 ], [ -1, %for.body69 ]
  %cmp79.not = icmp ne i32 %cond78, -1
  %cmp81.not = icmp uge i32 %cond78, %sub
  %or.cond339 = select i1 %cmp79.not, i1 %cmp81.not, i1 false
  %cmp84 = icmp ult i32 %cond78, %2
  %or.cond340 = select i1 %or.cond339, i1 %cmp84, i1 false
  %sub86 = sub i32 %cond78, %sub
  %cond89 = select i1 %or.cond340, i32 %sub86, i32 -1
  %idxprom90 = zext i32 %r65.0361 to i64
  %arrayidx91 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom90
  store i32 %cond89, ptr %arrayidx91, align 4, !tbaa !19
  %add94 = add i32 %r65.0361, %7
  %cmp67 = icmp ult i32 %add94, 64
  br i1 %cmp67, label %for.body69, label %for.cond.cleanup68, !llvm.loop !66

cond.true119:                                     ; preds = %for.cond.cleanup68
  %conv122 = zext i32 %add113 to i64
  %add123 = add i64 %mul121, %conv122
  %arrayidx124 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123
  %12 = load i32, ptr %arrayidx124, align 4, !tbaa !19
  br label %cond.end126

cond.end126:                                      ; preds = %for.cond.cleanup68, %cond.true119
  %cond127 = phi i32 [ %12, %cond.true119 ], [ 0, %for.cond.cleanup68 ]
  %conv128 = zext i32 %cond127 to i64
  %add115.1 = add i32 %add113, 32
  %cmp118.1 = icmp ult i32 %add115.1, %m
  %or.cond341.1 = select i1 %cmp116, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1, label %cond.true119.1, label %cond.end126.1

cond.true119.1:                                   ; preds = %cond.end126
  %conv122.1 = zext i32 %add115.1 to i64
  %add123.1 = add i64 %mul121, %conv122.1
  %arrayidx124.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1
  %13 = load i32, ptr %arrayidx124.1, align 4, !tbaa !19
  br label %cond.end126.1

cond.end126.1:                                    ; preds = %cond.true119.1, %cond.end126
  %cond127.1 = phi i32 [ %13, %cond.true119.1 ], [ 0, %cond.end126 ]
  %conv128.1 = zext i32 %cond127.1 to i64
  %add111.1 = add i32 %add109, 8
  %cmp116.1 = icmp ult i32 %add111.1, %n
  %conv120.1 = zext i32 %add111.1 to i64
  %mul121.1 = mul i64 %conv120.1, %ld
  %or.cond341.1370 = select i1 %cmp116.1, i1 %cmp118, i1 false
  br i1 %or.cond341.1370, label %cond.true119.1374, label %cond.end126.1378

cond.true119.1374:                                ; preds = %cond.end126.1
  %conv122.1371 = zext i32 %add113 to i64
  %add123.1372 = add i64 %mul121.1, %conv122.1371
  %arrayidx124.1373 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1372
  %14 = load i32, ptr %arrayidx124.1373, align 4, !tbaa !19
  br label %cond.end126.1378

cond.end126.1378:                                 ; preds = %cond.true119.1374, %cond.end126.1
  %cond127.1375 = phi i32 [ %14, %cond.true119.1374 ], [ 0, %cond.end126.1 ]
  %conv128.1376 = zext i32 %cond127.1375 to i64
  %or.cond341.1.1 = select i1 %cmp116.1, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.1, label %cond.true119.1.1, label %cond.end126.1.1

cond.true119.1.1:                                 ; preds = %cond.end126.1378
  %conv122.1.1 = zext i32 %add115.1 to i64
  %add123.1.1 = add i64 %mul121.1, %conv122.1.1
  %arrayidx124.1.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.1
  %15 = load i32, ptr %arrayidx124.1.1, align 4, !tbaa !19
  br label %cond.end126.1.1

cond.end126.1.1:                                  ; preds = %cond.true119.1.1, %cond.end126.1378
  %cond127.1.1 = phi i32 [ %15, %cond.true119.1.1 ], [ 0, %cond.end126.1378 ]
  %conv128.1.1 = zext i32 %cond127.1.1 to i64
  %add111.2 = add i32 %add109, 16
  %cmp116.2 = icmp ult i32 %add111.2, %n
  %conv120.2 = zext i32 %add111.2 to i64
  %mul121.2 = mul i64 %conv120.2, %ld
  %or.cond341.2 = select i1 %cmp116.2, i1 %cmp118, i1 false
  br i1 %or.cond341.2, label %cond.true119.2, label %cond.end126.2

cond.true119.2:                                   ; preds = %cond.end126.1.1
  %conv122.2 = zext i32 %add113 to i64
  %add123.2 = add i64 %mul121.2, %conv122.2
  %arrayidx124.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.2
  %16 = load i32, ptr %arrayidx124.2, align 4, !tbaa !19
  br label %cond.end126.2

cond.end126.2:                                    ; preds = %cond.true119.2, %cond.end126.1.1
  %cond127.2 = phi i32 [ %16, %cond.true119.2 ], [ 0, %cond.end126.1.1 ]
  %conv128.2 = zext i32 %cond127.2 to i64
  %or.cond341.1.2 = select i1 %cmp116.2, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.2, label %cond.true119.1.2, label %cond.end126.1.2

cond.true119.1.2:                                 ; preds = %cond.end126.2
  %conv122.1.2 = zext i32 %add115.1 to i64
  %add123.1.2 = add i64 %mul121.2, %conv122.1.2
  %arrayidx124.1.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.2
  %17 = load i32, ptr %arrayidx124.1.2, align 4, !tbaa !19
  br label %cond.end126.1.2

cond.end126.1.2:                                  ; preds = %cond.true119.1.2, %cond.end126.2
  %cond127.1.2 = phi i32 [ %17, %cond.true119.1.2 ], [ 0, %cond.end126.2 ]
  %conv128.1.2 = zext i32 %cond127.1.2 to i64
  %add111.3 = add i32 %add109, 24
  %cmp116.3 = icmp ult i32 %add111.3, %n
  %conv120.3 = zext i32 %add111.3 to i64
  %mul121.3 = mul i64 %conv120.3, %ld
  %or.cond341.3 = select i1 %cmp116.3, i1 %cmp118, i1 false
  br i1 %or.cond341.3, label %cond.true119.3, label %cond.end126.3

cond.true119.3:                                   ; preds = %cond.end126.1.2
  %conv122.3 = zext i32 %add113 to i64
  %add123.3 = add i64 %mul121.3, %conv122.3
  %arrayidx124.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.3
  %18 = load i32, ptr %arrayidx124.3, align 4, !tbaa !19
  br label %cond.end126.3

cond.end126.3:                                    ; preds = %cond.true119.3, %cond.end126.1.2
  %cond127.3 = phi i32 [ %18, %cond.true119.3 ], [ 0, %cond.end126.1.2 ]
  %conv128.3 = zext i32 %cond127.3 to i64
  %or.cond341.1.3 = select i1 %cmp116.3, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.3, label %cond.true119.1.3, label %cond.end126.1.3

cond.true119.1.3:                                 ; preds = %cond.end126.3
  %conv122.1.3 = zext i32 %add115.1 to i64
  %add123.1.3 = add i64 %mul121.3, %conv122.1.3
  %arrayidx124.1.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.3
  %19 = load i32, ptr %arrayidx124.1.3, align 4, !tbaa !19
  br label %cond.end126.1.3

cond.end126.1.3:                                  ; preds = %cond.true119.1.3, %cond.end126.3
  %cond127.1.3 = phi i32 [ %19, %cond.true119.1.3 ], [ 0, %cond.end126.3 ]
  %conv128.1.3 = zext i32 %cond127.1.3 to i64
  %add111.4 = add i32 %add109, 32
  %cmp116.4 = icmp ult i32 %add111.4, %n
  %conv120.4 = zext i32 %add111.4 to i64
  %mul121.4 = mul i64 %conv120.4, %ld
  %or.cond341.4 = select i1 %cmp116.4, i1 %cmp118, i1 false
  br i1 %or.cond341.4, label %cond.true119.4, label %cond.end126.4

cond.true119.4:                                   ; preds = %cond.end126.1.3
  %conv122.4 = zext i32 %add113 to i64
  %add123.4 = add i64 %mul121.4, %conv122.4
  %arrayidx124.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.4
  %20 = load i32, ptr %arrayidx124.4, align 4, !tbaa !19
  br label %cond.end126.4

cond.end126.4:                                    ; preds = %cond.true119.4, %cond.end126.1.3
  %cond127.4 = phi i32 [ %20, %cond.true119.4 ], [ 0, %cond.end126.1.3 ]
  %conv128.4 = zext i32 %cond127.4 to i64
  %or.cond341.1.4 = select i1 %cmp116.4, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.4, label %cond.true119.1.4, label %cond.end126.1.4

cond.true119.1.4:                                 ; preds = %cond.end126.4
  %conv122.1.4 = zext i32 %add115.1 to i64
  %add123.1.4 = add i64 %mul121.4, %conv122.1.4
  %arrayidx124.1.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.4
  %21 = load i32, ptr %arrayidx124.1.4, align 4, !tbaa !19
  br label %cond.end126.1.4

cond.end126.1.4:                                  ; preds = %cond.true119.1.4, %cond.end126.4
  %cond127.1.4 = phi i32 [ %21, %cond.true119.1.4 ], [ 0, %cond.end126.4 ]
  %conv128.1.4 = zext i32 %cond127.1.4 to i64
  %add111.5 = add i32 %add109, 40
  %cmp116.5 = icmp ult i32 %add111.5, %n
  %conv120.5 = zext i32 %add111.5 to i64
  %mul121.5 = mul i64 %conv120.5, %ld
  %or.cond341.5 = select i1 %cmp116.5, i1 %cmp118, i1 false
  br i1 %or.cond341.5, label %cond.true119.5, label %cond.end126.5

cond.true119.5:                                   ; preds = %cond.end126.1.4
  %conv122.5 = zext i32 %add113 to i64
  %add123.5 = add i64 %mul121.5, %conv122.5
  %arrayidx124.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.5
  %22 = load i32, ptr %arrayidx124.5, align 4, !tbaa !19
  br label %cond.end126.5

cond.end126.5:                                    ; preds = %cond.true119.5, %cond.end126.1.4
  %cond127.5 = phi i32 [ %22, %cond.true119.5 ], [ 0, %cond.end126.1.4 ]
  %conv128.5 = zext i32 %cond127.5 to i64
  %or.cond341.1.5 = select i1 %cmp116.5, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.5, label %cond.true119.1.5, label %cond.end126.1.5

cond.true119.1.5:                                 ; preds = %cond.end126.5
  %conv122.1.5 = zext i32 %add115.1 to i64
  %add123.1.5 = add i64 %mul121.5, %conv122.1.5
  %arrayidx124.1.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.5
  %23 = load i32, ptr %arrayidx124.1.5, align 4, !tbaa !19
  br label %cond.end126.1.5

cond.end126.1.5:                                  ; preds = %cond.true119.1.5, %cond.end126.5
  %cond127.1.5 = phi i32 [ %23, %cond.true119.1.5 ], [ 0, %cond.end126.5 ]
  %conv128.1.5 = zext i32 %cond127.1.5 to i64
  %add111.6 = add i32 %add109, 48
  %cmp116.6 = icmp ult i32 %add111.6, %n
  %conv120.6 = zext i32 %add111.6 to i64
  %mul121.6 = mul i64 %conv120.6, %ld
  %or.cond341.6 = select i1 %cmp116.6, i1 %cmp118, i1 false
  br i1 %or.cond341.6, label %cond.true119.6, label %cond.end126.6

cond.true119.6:                                   ; preds = %cond.end126.1.5
  %conv122.6 = zext i32 %add113 to i64
  %add123.6 = add i64 %mul121.6, %conv122.6
  %arrayidx124.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.6
  %24 = load i32, ptr %arrayidx124.6, align 4, !tbaa !19
  br label %cond.end126.6

cond.end126.6:                                    ; preds = %cond.true119.6, %cond.end126.1.5
  %cond127.6 = phi i32 [ %24, %cond.true119.6 ], [ 0, %cond.end126.1.5 ]
  %conv128.6 = zext i32 %cond127.6 to i64
  %or.cond341.1.6 = select i1 %cmp116.6, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.6, label %cond.true119.1.6, label %cond.end126.1.6

cond.true119.1.6:                                 ; preds = %cond.end126.6
  %conv122.1.6 = zext i32 %add115.1 to i64
  %add123.1.6 = add i64 %mul121.6, %conv122.1.6
  %arrayidx124.1.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.6
  %25 = load i32, ptr %arrayidx124.1.6, align 4, !tbaa !19
  br label %cond.end126.1.6

cond.end126.1.6:                                  ; preds = %cond.true119.1.6, %cond.end126.6
  %cond127.1.6 = phi i32 [ %25, %cond.true119.1.6 ], [ 0, %cond.end126.6 ]
  %conv128.1.6 = zext i32 %cond127.1.6 to i64
  %add111.7 = add i32 %add109, 56
  %cmp116.7 = icmp ult i32 %add111.7, %n
  %conv120.7 = zext i32 %add111.7 to i64
  %mul121.7 = mul i64 %conv120.7, %ld
  %or.cond341.7 = select i1 %cmp116.7, i1 %cmp118, i1 false
  br i1 %or.cond341.7, label %cond.true119.7, label %cond.end126.7

cond.true119.7:                                   ; preds = %cond.end126.1.6
  %conv122.7 = zext i32 %add113 to i64
  %add123.7 = add i64 %mul121.7, %conv122.7
  %arrayidx124.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.7
  %26 = load i32, ptr %arrayidx124.7, align 4, !tbaa !19
  br label %cond.end126.7

cond.end126.7:                                    ; preds = %cond.true119.7, %cond.end126.1.6
  %cond127.7 = phi i32 [ %26, %cond.true119.7 ], [ 0, %cond.end126.1.6 ]
  %conv128.7 = zext i32 %cond127.7 to i64
  %or.cond341.1.7 = select i1 %cmp116.7, i1 %cmp118.1, i1 false
  br i1 %or.cond341.1.7, label %cond.true119.1.7, label %cond.end126.1.7

cond.true119.1.7:                                 ; preds = %cond.end126.7
  %conv122.1.7 = zext i32 %add115.1 to i64
  %add123.1.7 = add i64 %mul121.7, %conv122.1.7
  %arrayidx124.1.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add123.1.7
  %27 = load i32, ptr %arrayidx124.1.7, align 4, !tbaa !19
  br label %cond.end126.1.7

cond.end126.1.7:                                  ; preds = %cond.true119.1.7, %cond.end126.7
  %cond127.1.7 = phi i32 [ %27, %cond.true119.1.7 ], [ 0, %cond.end126.7 ]
  %idxprom145 = zext i32 %and to i64
  %add149 = or i32 %and, 32
  %idxprom150 = zext i32 %add149 to i64
  %conv128.1.7 = zext i32 %cond127.1.7 to i64
  %idxprom160 = zext i32 %shr99 to i64
  %umax = tail call i32 @llvm.umax.i32(i32 %1, i32 1)
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

for.cond185.preheader:                            ; preds = %for.body142
  %arrayidx207 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom160
  br i1 %or.cond341, label %if.end205, label %cleanup

for.body142:                                      ; preds = %cond.end126.1.7, %for.body142
  %acc.sroa.62.1 = phi i64 [ %conv128.1.7, %cond.end126.1.7 ], [ %cond.i350.7, %for.body142 ]
  %acc.sroa.58.1 = phi i64 [ %conv128.7, %cond.end126.1.7 ], [ %cond.i.7, %for.body142 ]
  %acc.sroa.54.1 = phi i64 [ %conv128.1.6, %cond.end126.1.7 ], [ %cond.i350.6, %for.body142 ]
  %acc.sroa.50.1 = phi i64 [ %conv128.6, %cond.end126.1.7 ], [ %cond.i.6, %for.body142 ]
  %acc.sroa.46.1 = phi i64 [ %conv128.1.5, %cond.end126.1.7 ], [ %cond.i350.5, %for.body142 ]
  %acc.sroa.42.1 = phi i64 [ %conv128.5, %cond.end126.1.7 ], [ %cond.i.5, %for.body142 ]
  %acc.sroa.38.1 = phi i64 [ %conv128.1.4, %cond.end126.1.7 ], [ %cond.i350.4, %for.body142 ]
  %acc.sroa.34.1 = phi i64 [ %conv128.4, %cond.end126.1.7 ], [ %cond.i.4, %for.body142 ]
  %acc.sroa.30.1 = phi i64 [ %conv128.1.3, %cond.end126.1.7 ], [ %cond.i350.3, %for.body142 ]
  %acc.sroa.26.1 = phi i64 [ %conv128.3, %cond.end126.1.7 ], [ %cond.i.3, %for.body142 ]
  %acc.sroa.22.1 = phi i64 [ %conv128.1.2, %cond.end126.1.7 ], [ %cond.i350.2, %for.body142 ]
  %acc.sroa.18.1 = phi i64 [ %conv128.2, %cond.end126.1.7 ], [ %cond.i.2, %for.body142 ]
  %acc.sroa.14.1 = phi i64 [ %conv128.1.1, %cond.end126.1.7 ], [ %cond.i350.1, %for.body142 ]
  %acc.sroa.10.1 = phi i64 [ %conv128.1376, %cond.end126.1.7 ], [ %cond.i.1, %for.body142 ]
  %acc.sroa.6.1 = phi i64 [ %conv128.1, %cond.end126.1.7 ], [ %cond.i350, %for.body142 ]
  %acc.sroa.0.1 = phi i64 [ %conv128, %cond.end126.1.7 ], [ %cond.i, %for.body142 ]
  %l138.0366 = phi i32 [ 0, %cond.end126.1.7 ], [ %inc182, %for.body142 ]
  %idxprom143 = zext i32 %l138.0366 to i64
  %arrayidx146 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom143, i64 %idxprom145
  %28 = load i32, ptr %arrayidx146, align 4, !tbaa !19
  %arrayidx151 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom143, i64 %idxprom150
  %29 = load i32, ptr %arrayidx151, align 4, !tbaa !19
  %conv1.i = zext i32 %28 to i64
  %conv1.i345 = zext i32 %29 to i64
  %arrayidx163 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160, i64 %idxprom143
  %30 = load i32, ptr %arrayidx163, align 4, !tbaa !19
  %conv.i = zext i32 %30 to i64
  %mul.i = mul nuw i64 %conv.i, %conv1.i
  %add.i = add i64 %mul.i, %acc.sroa.0.1
  %cmp.i = icmp slt i64 %add.i, 0
  %sub.i = select i1 %cmp.i, i64 %mul, i64 0
  %cond.i = sub i64 %add.i, %sub.i
  %mul.i346 = mul nuw i64 %conv.i, %conv1.i345
  %add.i347 = add i64 %acc.sroa.6.1, %mul.i346
  %cmp.i348 = icmp slt i64 %add.i347, 0
  %sub.i349 = select i1 %cmp.i348, i64 %mul, i64 0
  %cond.i350 = sub i64 %add.i347, %sub.i349
  %arrayidx163.1 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.1, i64 %idxprom143
  %31 = load i32, ptr %arrayidx163.1, align 4, !tbaa !19
  %conv.i.1 = zext i32 %31 to i64
  %mul.i.1 = mul nuw i64 %conv.i.1, %conv1.i
  %add.i.1 = add i64 %mul.i.1, %acc.sroa.10.1
  %cmp.i.1 = icmp slt i64 %add.i.1, 0
  %sub.i.1 = select i1 %cmp.i.1, i64 %mul, i64 0
  %cond.i.1 = sub i64 %add.i.1, %sub.i.1
  %mul.i346.1 = mul nuw i64 %conv.i.1, %conv1.i345
  %add.i347.1 = add i64 %acc.sroa.14.1, %mul.i346.1
  %cmp.i348.1 = icmp slt i64 %add.i347.1, 0
  %sub.i349.1 = select i1 %cmp.i348.1, i64 %mul, i64 0
  %cond.i350.1 = sub i64 %add.i347.1, %sub.i349.1
  %arrayidx163.2 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.2, i64 %idxprom143
  %32 = load i32, ptr %arrayidx163.2, align 4, !tbaa !19
  %conv.i.2 = zext i32 %32 to i64
  %mul.i.2 = mul nuw i64 %conv.i.2, %conv1.i
  %add.i.2 = add i64 %mul.i.2, %acc.sroa.18.1
  %cmp.i.2 = icmp slt i64 %add.i.2, 0
  %sub.i.2 = select i1 %cmp.i.2, i64 %mul, i64 0
  %cond.i.2 = sub i64 %add.i.2, %sub.i.2
  %mul.i346.2 = mul nuw i64 %conv.i.2, %conv1.i345
  %add.i347.2 = add i64 %acc.sroa.22.1, %mul.i346.2
  %cmp.i348.2 = icmp slt i64 %add.i347.2, 0
  %sub.i349.2 = select i1 %cmp.i348.2, i64 %mul, i64 0
  %cond.i350.2 = sub i64 %add.i347.2, %sub.i349.2
  %arrayidx163.3 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.3, i64 %idxprom143
  %33 = load i32, ptr %arrayidx163.3, align 4, !tbaa !19
  %conv.i.3 = zext i32 %33 to i64
  %mul.i.3 = mul nuw i64 %conv.i.3, %conv1.i
  %add.i.3 = add i64 %mul.i.3, %acc.sroa.26.1
  %cmp.i.3 = icmp slt i64 %add.i.3, 0
  %sub.i.3 = select i1 %cmp.i.3, i64 %mul, i64 0
  %cond.i.3 = sub i64 %add.i.3, %sub.i.3
  %mul.i346.3 = mul nuw i64 %conv.i.3, %conv1.i345
  %add.i347.3 = add i64 %acc.sroa.30.1, %mul.i346.3
  %cmp.i348.3 = icmp slt i64 %add.i347.3, 0
  %sub.i349.3 = select i1 %cmp.i348.3, i64 %mul, i64 0
  %cond.i350.3 = sub i64 %add.i347.3, %sub.i349.3
  %arrayidx163.4 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.4, i64 %idxprom143
  %34 = load i32, ptr %arrayidx163.4, align 4, !tbaa !19
  %conv.i.4 = zext i32 %34 to i64
  %mul.i.4 = mul nuw i64 %conv.i.4, %conv1.i
  %add.i.4 = add i64 %mul.i.4, %acc.sroa.34.1
  %cmp.i.4 = icmp slt i64 %add.i.4, 0
  %sub.i.4 = select i1 %cmp.i.4, i64 %mul, i64 0
  %cond.i.4 = sub i64 %add.i.4, %sub.i.4
  %mul.i346.4 = mul nuw i64 %conv.i.4, %conv1.i345
  %add.i347.4 = add i64 %acc.sroa.38.1, %mul.i346.4
  %cmp.i348.4 = icmp slt i64 %add.i347.4, 0
  %sub.i349.4 = select i1 %cmp.i348.4, i64 %mul, i64 0
  %cond.i350.4 = sub i64 %add.i347.4, %sub.i349.4
  %arrayidx163.5 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.5, i64 %idxprom143
  %35 = load i32, ptr %arrayidx163.5, align 4, !tbaa !19
  %conv.i.5 = zext i32 %35 to i64
  %mul.i.5 = mul nuw i64 %conv.i.5, %conv1.i
  %add.i.5 = add i64 %mul.i.5, %acc.sroa.42.1
  %cmp.i.5 = icmp slt i64 %add.i.5, 0
  %sub.i.5 = select i1 %cmp.i.5, i64 %mul, i64 0
  %cond.i.5 = sub i64 %add.i.5, %sub.i.5
  %mul.i346.5 = mul nuw i64 %conv.i.5, %conv1.i345
  %add.i347.5 = add i64 %acc.sroa.46.1, %mul.i346.5
  %cmp.i348.5 = icmp slt i64 %add.i347.5, 0
  %sub.i349.5 = select i1 %cmp.i348.5, i64 %mul, i64 0
  %cond.i350.5 = sub i64 %add.i347.5, %sub.i349.5
  %arrayidx163.6 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.6, i64 %idxprom143
  %36 = load i32, ptr %arrayidx163.6, align 4, !tbaa !19
  %conv.i.6 = zext i32 %36 to i64
  %mul.i.6 = mul nuw i64 %conv.i.6, %conv1.i
  %add.i.6 = add i64 %mul.i.6, %acc.sroa.50.1
  %cmp.i.6 = icmp slt i64 %add.i.6, 0
  %sub.i.6 = select i1 %cmp.i.6, i64 %mul, i64 0
  %cond.i.6 = sub i64 %add.i.6, %sub.i.6
  %mul.i346.6 = mul nuw i64 %conv.i.6, %conv1.i345
  %add.i347.6 = add i64 %acc.sroa.54.1, %mul.i346.6
  %cmp.i348.6 = icmp slt i64 %add.i347.6, 0
  %sub.i349.6 = select i1 %cmp.i348.6, i64 %mul, i64 0
  %cond.i350.6 = sub i64 %add.i347.6, %sub.i349.6
  %arrayidx163.7 = getelementptr inbounds [64 x [16 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2cs to ptr), i64 0, i64 %idxprom160.7, i64 %idxprom143
  %37 = load i32, ptr %arrayidx163.7, align 4, !tbaa !19
  %conv.i.7 = zext i32 %37 to i64
  %mul.i.7 = mul nuw i64 %conv.i.7, %conv1.i
  %add.i.7 = add i64 %mul.i.7, %acc.sroa.58.1
  %cmp.i.7 = icmp slt i64 %add.i.7, 0
  %sub.i.7 = select i1 %cmp.i.7, i64 %mul, i64 0
  %cond.i.7 = sub i64 %add.i.7, %sub.i.7
  %mul.i346.7 = mul nuw i64 %conv.i.7, %conv1.i345
  %add.i347.7 = add i64 %acc.sroa.62.1, %mul.i346.7
  %cmp.i348.7 = icmp slt i64 %add.i347.7, 0
  %sub.i349.7 = select i1 %cmp.i348.7, i64 %mul, i64 0
  %cond.i350.7 = sub i64 %add.i347.7, %sub.i349.7
  %inc182 = add nuw i32 %l138.0366, 1
  %exitcond.not = icmp eq i32 %inc182, %umax
  br i1 %exitcond.not, label %for.cond185.preheader, label %for.body142, !llvm.loop !67

if.end205:                                        ; preds = %for.cond185.preheader
  %38 = load i32, ptr %arrayidx207, align 4, !tbaa !19
  %cmp208.not = icmp eq i32 %38, -1
  br i1 %cmp208.not, label %cond.false216, label %cond.true209

cond.true209:                                     ; preds = %if.end205
  %idxprom212 = zext i32 %38 to i64
  %arrayidx215 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212, i64 %idxprom145
  %39 = load i32, ptr %arrayidx215, align 4, !tbaa !19
  br label %cond.end222

cond.false216:                                    ; preds = %if.end205
  %40 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i, i64 %q.sroa.6356.0.copyload)
  %mul.i352 = mul i64 %40, %conv
  %sub.i353 = sub i64 %cond.i, %mul.i352
  %cmp.not.i = icmp ult i64 %sub.i353, %conv
  %sub5.i = select i1 %cmp.not.i, i64 0, i64 %conv
  %cond.i354 = sub i64 %sub.i353, %sub5.i
  %conv6.i = trunc i64 %cond.i354 to i32
  br label %cond.end222

cond.end222:                                      ; preds = %cond.false216, %cond.true209
  %cond223 = phi i32 [ %39, %cond.true209 ], [ %conv6.i, %cond.false216 ]
  %conv226 = zext i32 %add113 to i64
  %add227 = add i64 %mul121, %conv226
  %arrayidx228 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227
  store i32 %cond223, ptr %arrayidx228, align 4, !tbaa !19
  br label %cleanup

cleanup:                                          ; preds = %for.cond185.preheader, %cond.end222
  %add201.1 = add i32 %add149, %add
  %cmp203.not.1 = icmp ult i32 %add201.1, %m
  %or.cond342.1 = select i1 %cmp116, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1, label %if.end205.1, label %cleanup.1

if.end205.1:                                      ; preds = %cleanup
  %41 = load i32, ptr %arrayidx207, align 4, !tbaa !19
  %cmp208.not.1 = icmp eq i32 %41, -1
  br i1 %cmp208.not.1, label %cond.false216.1, label %cond.true209.1

cond.true209.1:                                   ; preds = %if.end205.1
  %idxprom212.1 = zext i32 %41 to i64
  %arrayidx215.1 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1, i64 %idxprom150
  %42 = load i32, ptr %arrayidx215.1, align 4, !tbaa !19
  br label %cond.end222.1

cond.false216.1:                                  ; preds = %if.end205.1
  %43 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1 = mul i64 %43, %conv
  %sub.i353.1 = sub i64 %cond.i350, %mul.i352.1
  %cmp.not.i.1 = icmp ult i64 %sub.i353.1, %conv
  %sub5.i.1 = select i1 %cmp.not.i.1, i64 0, i64 %conv
  %cond.i354.1 = sub i64 %sub.i353.1, %sub5.i.1
  %conv6.i.1 = trunc i64 %cond.i354.1 to i32
  br label %cond.end222.1

cond.end222.1:                                    ; preds = %cond.false216.1, %cond.true209.1
  %cond223.1 = phi i32 [ %42, %cond.true209.1 ], [ %conv6.i.1, %cond.false216.1 ]
  %conv226.1 = zext i32 %add201.1 to i64
  %add227.1 = add i64 %mul121, %conv226.1
  %arrayidx228.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1
  store i32 %cond223.1, ptr %arrayidx228.1, align 4, !tbaa !19
  br label %cleanup.1

cleanup.1:                                        ; preds = %cond.end222.1, %cleanup
  %add195.1 = add nuw nsw i32 %shr99, 8
  %add199.1 = add i32 %add195.1, %mul4
  %cmp202.not.1 = icmp ult i32 %add199.1, %n
  %idxprom206.1 = zext i32 %add195.1 to i64
  %arrayidx207.1 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.1
  %conv224.1 = zext i32 %add199.1 to i64
  %mul225.1 = mul i64 %conv224.1, %ld
  %or.cond342.1382 = select i1 %cmp202.not.1, i1 %cmp118, i1 false
  br i1 %or.cond342.1382, label %if.end205.1384, label %cleanup.1402

if.end205.1384:                                   ; preds = %cleanup.1
  %44 = load i32, ptr %arrayidx207.1, align 4, !tbaa !19
  %cmp208.not.1383 = icmp eq i32 %44, -1
  br i1 %cmp208.not.1383, label %cond.false216.1396, label %cond.true209.1388

cond.true209.1388:                                ; preds = %if.end205.1384
  %idxprom212.1385 = zext i32 %44 to i64
  %arrayidx215.1387 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1385, i64 %idxprom145
  %45 = load i32, ptr %arrayidx215.1387, align 4, !tbaa !19
  br label %cond.end222.1401

cond.false216.1396:                               ; preds = %if.end205.1384
  %46 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.1, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1390 = mul i64 %46, %conv
  %sub.i353.1391 = sub i64 %cond.i.1, %mul.i352.1390
  %cmp.not.i.1392 = icmp ult i64 %sub.i353.1391, %conv
  %sub5.i.1393 = select i1 %cmp.not.i.1392, i64 0, i64 %conv
  %cond.i354.1394 = sub i64 %sub.i353.1391, %sub5.i.1393
  %conv6.i.1395 = trunc i64 %cond.i354.1394 to i32
  br label %cond.end222.1401

cond.end222.1401:                                 ; preds = %cond.false216.1396, %cond.true209.1388
  %cond223.1397 = phi i32 [ %45, %cond.true209.1388 ], [ %conv6.i.1395, %cond.false216.1396 ]
  %conv226.1398 = zext i32 %add113 to i64
  %add227.1399 = add i64 %mul225.1, %conv226.1398
  %arrayidx228.1400 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1399
  store i32 %cond223.1397, ptr %arrayidx228.1400, align 4, !tbaa !19
  br label %cleanup.1402

cleanup.1402:                                     ; preds = %cond.end222.1401, %cleanup.1
  %or.cond342.1.1 = select i1 %cmp202.not.1, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.1, label %if.end205.1.1, label %cleanup.1.1

if.end205.1.1:                                    ; preds = %cleanup.1402
  %47 = load i32, ptr %arrayidx207.1, align 4, !tbaa !19
  %cmp208.not.1.1 = icmp eq i32 %47, -1
  br i1 %cmp208.not.1.1, label %cond.false216.1.1, label %cond.true209.1.1

cond.true209.1.1:                                 ; preds = %if.end205.1.1
  %idxprom212.1.1 = zext i32 %47 to i64
  %arrayidx215.1.1 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.1, i64 %idxprom150
  %48 = load i32, ptr %arrayidx215.1.1, align 4, !tbaa !19
  br label %cond.end222.1.1

cond.false216.1.1:                                ; preds = %if.end205.1.1
  %49 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.1, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.1 = mul i64 %49, %conv
  %sub.i353.1.1 = sub i64 %cond.i350.1, %mul.i352.1.1
  %cmp.not.i.1.1 = icmp ult i64 %sub.i353.1.1, %conv
  %sub5.i.1.1 = select i1 %cmp.not.i.1.1, i64 0, i64 %conv
  %cond.i354.1.1 = sub i64 %sub.i353.1.1, %sub5.i.1.1
  %conv6.i.1.1 = trunc i64 %cond.i354.1.1 to i32
  br label %cond.end222.1.1

cond.end222.1.1:                                  ; preds = %cond.false216.1.1, %cond.true209.1.1
  %cond223.1.1 = phi i32 [ %48, %cond.true209.1.1 ], [ %conv6.i.1.1, %cond.false216.1.1 ]
  %conv226.1.1 = zext i32 %add201.1 to i64
  %add227.1.1 = add i64 %mul225.1, %conv226.1.1
  %arrayidx228.1.1 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.1
  store i32 %cond223.1.1, ptr %arrayidx228.1.1, align 4, !tbaa !19
  br label %cleanup.1.1

cleanup.1.1:                                      ; preds = %cond.end222.1.1, %cleanup.1402
  %add195.2 = add nuw nsw i32 %shr99, 16
  %add199.2 = add i32 %add195.2, %mul4
  %cmp202.not.2 = icmp ult i32 %add199.2, %n
  %idxprom206.2 = zext i32 %add195.2 to i64
  %arrayidx207.2 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.2
  %conv224.2 = zext i32 %add199.2 to i64
  %mul225.2 = mul i64 %conv224.2, %ld
  %or.cond342.2 = select i1 %cmp202.not.2, i1 %cmp118, i1 false
  br i1 %or.cond342.2, label %if.end205.2, label %cleanup.2

if.end205.2:                                      ; preds = %cleanup.1.1
  %50 = load i32, ptr %arrayidx207.2, align 4, !tbaa !19
  %cmp208.not.2 = icmp eq i32 %50, -1
  br i1 %cmp208.not.2, label %cond.false216.2, label %cond.true209.2

cond.true209.2:                                   ; preds = %if.end205.2
  %idxprom212.2 = zext i32 %50 to i64
  %arrayidx215.2 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.2, i64 %idxprom145
  %51 = load i32, ptr %arrayidx215.2, align 4, !tbaa !19
  br label %cond.end222.2

cond.false216.2:                                  ; preds = %if.end205.2
  %52 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.2, i64 %q.sroa.6356.0.copyload)
  %mul.i352.2 = mul i64 %52, %conv
  %sub.i353.2 = sub i64 %cond.i.2, %mul.i352.2
  %cmp.not.i.2 = icmp ult i64 %sub.i353.2, %conv
  %sub5.i.2 = select i1 %cmp.not.i.2, i64 0, i64 %conv
  %cond.i354.2 = sub i64 %sub.i353.2, %sub5.i.2
  %conv6.i.2 = trunc i64 %cond.i354.2 to i32
  br label %cond.end222.2

cond.end222.2:                                    ; preds = %cond.false216.2, %cond.true209.2
  %cond223.2 = phi i32 [ %51, %cond.true209.2 ], [ %conv6.i.2, %cond.false216.2 ]
  %conv226.2 = zext i32 %add113 to i64
  %add227.2 = add i64 %mul225.2, %conv226.2
  %arrayidx228.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.2
  store i32 %cond223.2, ptr %arrayidx228.2, align 4, !tbaa !19
  br label %cleanup.2

cleanup.2:                                        ; preds = %cond.end222.2, %cleanup.1.1
  %or.cond342.1.2 = select i1 %cmp202.not.2, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.2, label %if.end205.1.2, label %cleanup.1.2

if.end205.1.2:                                    ; preds = %cleanup.2
  %53 = load i32, ptr %arrayidx207.2, align 4, !tbaa !19
  %cmp208.not.1.2 = icmp eq i32 %53, -1
  br i1 %cmp208.not.1.2, label %cond.false216.1.2, label %cond.true209.1.2

cond.true209.1.2:                                 ; preds = %if.end205.1.2
  %idxprom212.1.2 = zext i32 %53 to i64
  %arrayidx215.1.2 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.2, i64 %idxprom150
  %54 = load i32, ptr %arrayidx215.1.2, align 4, !tbaa !19
  br label %cond.end222.1.2

cond.false216.1.2:                                ; preds = %if.end205.1.2
  %55 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.2, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.2 = mul i64 %55, %conv
  %sub.i353.1.2 = sub i64 %cond.i350.2, %mul.i352.1.2
  %cmp.not.i.1.2 = icmp ult i64 %sub.i353.1.2, %conv
  %sub5.i.1.2 = select i1 %cmp.not.i.1.2, i64 0, i64 %conv
  %cond.i354.1.2 = sub i64 %sub.i353.1.2, %sub5.i.1.2
  %conv6.i.1.2 = trunc i64 %cond.i354.1.2 to i32
  br label %cond.end222.1.2

cond.end222.1.2:                                  ; preds = %cond.false216.1.2, %cond.true209.1.2
  %cond223.1.2 = phi i32 [ %54, %cond.true209.1.2 ], [ %conv6.i.1.2, %cond.false216.1.2 ]
  %conv226.1.2 = zext i32 %add201.1 to i64
  %add227.1.2 = add i64 %mul225.2, %conv226.1.2
  %arrayidx228.1.2 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.2
  store i32 %cond223.1.2, ptr %arrayidx228.1.2, align 4, !tbaa !19
  br label %cleanup.1.2

cleanup.1.2:                                      ; preds = %cond.end222.1.2, %cleanup.2
  %add195.3 = add nuw nsw i32 %shr99, 24
  %add199.3 = add i32 %add195.3, %mul4
  %cmp202.not.3 = icmp ult i32 %add199.3, %n
  %idxprom206.3 = zext i32 %add195.3 to i64
  %arrayidx207.3 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.3
  %conv224.3 = zext i32 %add199.3 to i64
  %mul225.3 = mul i64 %conv224.3, %ld
  %or.cond342.3 = select i1 %cmp202.not.3, i1 %cmp118, i1 false
  br i1 %or.cond342.3, label %if.end205.3, label %cleanup.3

if.end205.3:                                      ; preds = %cleanup.1.2
  %56 = load i32, ptr %arrayidx207.3, align 4, !tbaa !19
  %cmp208.not.3 = icmp eq i32 %56, -1
  br i1 %cmp208.not.3, label %cond.false216.3, label %cond.true209.3

cond.true209.3:                                   ; preds = %if.end205.3
  %idxprom212.3 = zext i32 %56 to i64
  %arrayidx215.3 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.3, i64 %idxprom145
  %57 = load i32, ptr %arrayidx215.3, align 4, !tbaa !19
  br label %cond.end222.3

cond.false216.3:                                  ; preds = %if.end205.3
  %58 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.3, i64 %q.sroa.6356.0.copyload)
  %mul.i352.3 = mul i64 %58, %conv
  %sub.i353.3 = sub i64 %cond.i.3, %mul.i352.3
  %cmp.not.i.3 = icmp ult i64 %sub.i353.3, %conv
  %sub5.i.3 = select i1 %cmp.not.i.3, i64 0, i64 %conv
  %cond.i354.3 = sub i64 %sub.i353.3, %sub5.i.3
  %conv6.i.3 = trunc i64 %cond.i354.3 to i32
  br label %cond.end222.3

cond.end222.3:                                    ; preds = %cond.false216.3, %cond.true209.3
  %cond223.3 = phi i32 [ %57, %cond.true209.3 ], [ %conv6.i.3, %cond.false216.3 ]
  %conv226.3 = zext i32 %add113 to i64
  %add227.3 = add i64 %mul225.3, %conv226.3
  %arrayidx228.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.3
  store i32 %cond223.3, ptr %arrayidx228.3, align 4, !tbaa !19
  br label %cleanup.3

cleanup.3:                                        ; preds = %cond.end222.3, %cleanup.1.2
  %or.cond342.1.3 = select i1 %cmp202.not.3, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.3, label %if.end205.1.3, label %cleanup.1.3

if.end205.1.3:                                    ; preds = %cleanup.3
  %59 = load i32, ptr %arrayidx207.3, align 4, !tbaa !19
  %cmp208.not.1.3 = icmp eq i32 %59, -1
  br i1 %cmp208.not.1.3, label %cond.false216.1.3, label %cond.true209.1.3

cond.true209.1.3:                                 ; preds = %if.end205.1.3
  %idxprom212.1.3 = zext i32 %59 to i64
  %arrayidx215.1.3 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.3, i64 %idxprom150
  %60 = load i32, ptr %arrayidx215.1.3, align 4, !tbaa !19
  br label %cond.end222.1.3

cond.false216.1.3:                                ; preds = %if.end205.1.3
  %61 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.3, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.3 = mul i64 %61, %conv
  %sub.i353.1.3 = sub i64 %cond.i350.3, %mul.i352.1.3
  %cmp.not.i.1.3 = icmp ult i64 %sub.i353.1.3, %conv
  %sub5.i.1.3 = select i1 %cmp.not.i.1.3, i64 0, i64 %conv
  %cond.i354.1.3 = sub i64 %sub.i353.1.3, %sub5.i.1.3
  %conv6.i.1.3 = trunc i64 %cond.i354.1.3 to i32
  br label %cond.end222.1.3

cond.end222.1.3:                                  ; preds = %cond.false216.1.3, %cond.true209.1.3
  %cond223.1.3 = phi i32 [ %60, %cond.true209.1.3 ], [ %conv6.i.1.3, %cond.false216.1.3 ]
  %conv226.1.3 = zext i32 %add201.1 to i64
  %add227.1.3 = add i64 %mul225.3, %conv226.1.3
  %arrayidx228.1.3 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.3
  store i32 %cond223.1.3, ptr %arrayidx228.1.3, align 4, !tbaa !19
  br label %cleanup.1.3

cleanup.1.3:                                      ; preds = %cond.end222.1.3, %cleanup.3
  %add195.4 = add nuw nsw i32 %shr99, 32
  %add199.4 = add i32 %add195.4, %mul4
  %cmp202.not.4 = icmp ult i32 %add199.4, %n
  %idxprom206.4 = zext i32 %add195.4 to i64
  %arrayidx207.4 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.4
  %conv224.4 = zext i32 %add199.4 to i64
  %mul225.4 = mul i64 %conv224.4, %ld
  %or.cond342.4 = select i1 %cmp202.not.4, i1 %cmp118, i1 false
  br i1 %or.cond342.4, label %if.end205.4, label %cleanup.4

if.end205.4:                                      ; preds = %cleanup.1.3
  %62 = load i32, ptr %arrayidx207.4, align 4, !tbaa !19
  %cmp208.not.4 = icmp eq i32 %62, -1
  br i1 %cmp208.not.4, label %cond.false216.4, label %cond.true209.4

cond.true209.4:                                   ; preds = %if.end205.4
  %idxprom212.4 = zext i32 %62 to i64
  %arrayidx215.4 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.4, i64 %idxprom145
  %63 = load i32, ptr %arrayidx215.4, align 4, !tbaa !19
  br label %cond.end222.4

cond.false216.4:                                  ; preds = %if.end205.4
  %64 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.4, i64 %q.sroa.6356.0.copyload)
  %mul.i352.4 = mul i64 %64, %conv
  %sub.i353.4 = sub i64 %cond.i.4, %mul.i352.4
  %cmp.not.i.4 = icmp ult i64 %sub.i353.4, %conv
  %sub5.i.4 = select i1 %cmp.not.i.4, i64 0, i64 %conv
  %cond.i354.4 = sub i64 %sub.i353.4, %sub5.i.4
  %conv6.i.4 = trunc i64 %cond.i354.4 to i32
  br label %cond.end222.4

cond.end222.4:                                    ; preds = %cond.false216.4, %cond.true209.4
  %cond223.4 = phi i32 [ %63, %cond.true209.4 ], [ %conv6.i.4, %cond.false216.4 ]
  %conv226.4 = zext i32 %add113 to i64
  %add227.4 = add i64 %mul225.4, %conv226.4
  %arrayidx228.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.4
  store i32 %cond223.4, ptr %arrayidx228.4, align 4, !tbaa !19
  br label %cleanup.4

cleanup.4:                                        ; preds = %cond.end222.4, %cleanup.1.3
  %or.cond342.1.4 = select i1 %cmp202.not.4, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.4, label %if.end205.1.4, label %cleanup.1.4

if.end205.1.4:                                    ; preds = %cleanup.4
  %65 = load i32, ptr %arrayidx207.4, align 4, !tbaa !19
  %cmp208.not.1.4 = icmp eq i32 %65, -1
  br i1 %cmp208.not.1.4, label %cond.false216.1.4, label %cond.true209.1.4

cond.true209.1.4:                                 ; preds = %if.end205.1.4
  %idxprom212.1.4 = zext i32 %65 to i64
  %arrayidx215.1.4 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.4, i64 %idxprom150
  %66 = load i32, ptr %arrayidx215.1.4, align 4, !tbaa !19
  br label %cond.end222.1.4

cond.false216.1.4:                                ; preds = %if.end205.1.4
  %67 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.4, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.4 = mul i64 %67, %conv
  %sub.i353.1.4 = sub i64 %cond.i350.4, %mul.i352.1.4
  %cmp.not.i.1.4 = icmp ult i64 %sub.i353.1.4, %conv
  %sub5.i.1.4 = select i1 %cmp.not.i.1.4, i64 0, i64 %conv
  %cond.i354.1.4 = sub i64 %sub.i353.1.4, %sub5.i.1.4
  %conv6.i.1.4 = trunc i64 %cond.i354.1.4 to i32
  br label %cond.end222.1.4

cond.end222.1.4:                                  ; preds = %cond.false216.1.4, %cond.true209.1.4
  %cond223.1.4 = phi i32 [ %66, %cond.true209.1.4 ], [ %conv6.i.1.4, %cond.false216.1.4 ]
  %conv226.1.4 = zext i32 %add201.1 to i64
  %add227.1.4 = add i64 %mul225.4, %conv226.1.4
  %arrayidx228.1.4 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.4
  store i32 %cond223.1.4, ptr %arrayidx228.1.4, align 4, !tbaa !19
  br label %cleanup.1.4

cleanup.1.4:                                      ; preds = %cond.end222.1.4, %cleanup.4
  %add195.5 = add nuw nsw i32 %shr99, 40
  %add199.5 = add i32 %add195.5, %mul4
  %cmp202.not.5 = icmp ult i32 %add199.5, %n
  %idxprom206.5 = zext i32 %add195.5 to i64
  %arrayidx207.5 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.5
  %conv224.5 = zext i32 %add199.5 to i64
  %mul225.5 = mul i64 %conv224.5, %ld
  %or.cond342.5 = select i1 %cmp202.not.5, i1 %cmp118, i1 false
  br i1 %or.cond342.5, label %if.end205.5, label %cleanup.5

if.end205.5:                                      ; preds = %cleanup.1.4
  %68 = load i32, ptr %arrayidx207.5, align 4, !tbaa !19
  %cmp208.not.5 = icmp eq i32 %68, -1
  br i1 %cmp208.not.5, label %cond.false216.5, label %cond.true209.5

cond.true209.5:                                   ; preds = %if.end205.5
  %idxprom212.5 = zext i32 %68 to i64
  %arrayidx215.5 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.5, i64 %idxprom145
  %69 = load i32, ptr %arrayidx215.5, align 4, !tbaa !19
  br label %cond.end222.5

cond.false216.5:                                  ; preds = %if.end205.5
  %70 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.5, i64 %q.sroa.6356.0.copyload)
  %mul.i352.5 = mul i64 %70, %conv
  %sub.i353.5 = sub i64 %cond.i.5, %mul.i352.5
  %cmp.not.i.5 = icmp ult i64 %sub.i353.5, %conv
  %sub5.i.5 = select i1 %cmp.not.i.5, i64 0, i64 %conv
  %cond.i354.5 = sub i64 %sub.i353.5, %sub5.i.5
  %conv6.i.5 = trunc i64 %cond.i354.5 to i32
  br label %cond.end222.5

cond.end222.5:                                    ; preds = %cond.false216.5, %cond.true209.5
  %cond223.5 = phi i32 [ %69, %cond.true209.5 ], [ %conv6.i.5, %cond.false216.5 ]
  %conv226.5 = zext i32 %add113 to i64
  %add227.5 = add i64 %mul225.5, %conv226.5
  %arrayidx228.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.5
  store i32 %cond223.5, ptr %arrayidx228.5, align 4, !tbaa !19
  br label %cleanup.5

cleanup.5:                                        ; preds = %cond.end222.5, %cleanup.1.4
  %or.cond342.1.5 = select i1 %cmp202.not.5, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.5, label %if.end205.1.5, label %cleanup.1.5

if.end205.1.5:                                    ; preds = %cleanup.5
  %71 = load i32, ptr %arrayidx207.5, align 4, !tbaa !19
  %cmp208.not.1.5 = icmp eq i32 %71, -1
  br i1 %cmp208.not.1.5, label %cond.false216.1.5, label %cond.true209.1.5

cond.true209.1.5:                                 ; preds = %if.end205.1.5
  %idxprom212.1.5 = zext i32 %71 to i64
  %arrayidx215.1.5 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.5, i64 %idxprom150
  %72 = load i32, ptr %arrayidx215.1.5, align 4, !tbaa !19
  br label %cond.end222.1.5

cond.false216.1.5:                                ; preds = %if.end205.1.5
  %73 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.5, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.5 = mul i64 %73, %conv
  %sub.i353.1.5 = sub i64 %cond.i350.5, %mul.i352.1.5
  %cmp.not.i.1.5 = icmp ult i64 %sub.i353.1.5, %conv
  %sub5.i.1.5 = select i1 %cmp.not.i.1.5, i64 0, i64 %conv
  %cond.i354.1.5 = sub i64 %sub.i353.1.5, %sub5.i.1.5
  %conv6.i.1.5 = trunc i64 %cond.i354.1.5 to i32
  br label %cond.end222.1.5

cond.end222.1.5:                                  ; preds = %cond.false216.1.5, %cond.true209.1.5
  %cond223.1.5 = phi i32 [ %72, %cond.true209.1.5 ], [ %conv6.i.1.5, %cond.false216.1.5 ]
  %conv226.1.5 = zext i32 %add201.1 to i64
  %add227.1.5 = add i64 %mul225.5, %conv226.1.5
  %arrayidx228.1.5 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.5
  store i32 %cond223.1.5, ptr %arrayidx228.1.5, align 4, !tbaa !19
  br label %cleanup.1.5

cleanup.1.5:                                      ; preds = %cond.end222.1.5, %cleanup.5
  %add195.6 = add nuw nsw i32 %shr99, 48
  %add199.6 = add i32 %add195.6, %mul4
  %cmp202.not.6 = icmp ult i32 %add199.6, %n
  %idxprom206.6 = zext i32 %add195.6 to i64
  %arrayidx207.6 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.6
  %conv224.6 = zext i32 %add199.6 to i64
  %mul225.6 = mul i64 %conv224.6, %ld
  %or.cond342.6 = select i1 %cmp202.not.6, i1 %cmp118, i1 false
  br i1 %or.cond342.6, label %if.end205.6, label %cleanup.6

if.end205.6:                                      ; preds = %cleanup.1.5
  %74 = load i32, ptr %arrayidx207.6, align 4, !tbaa !19
  %cmp208.not.6 = icmp eq i32 %74, -1
  br i1 %cmp208.not.6, label %cond.false216.6, label %cond.true209.6

cond.true209.6:                                   ; preds = %if.end205.6
  %idxprom212.6 = zext i32 %74 to i64
  %arrayidx215.6 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.6, i64 %idxprom145
  %75 = load i32, ptr %arrayidx215.6, align 4, !tbaa !19
  br label %cond.end222.6

cond.false216.6:                                  ; preds = %if.end205.6
  %76 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.6, i64 %q.sroa.6356.0.copyload)
  %mul.i352.6 = mul i64 %76, %conv
  %sub.i353.6 = sub i64 %cond.i.6, %mul.i352.6
  %cmp.not.i.6 = icmp ult i64 %sub.i353.6, %conv
  %sub5.i.6 = select i1 %cmp.not.i.6, i64 0, i64 %conv
  %cond.i354.6 = sub i64 %sub.i353.6, %sub5.i.6
  %conv6.i.6 = trunc i64 %cond.i354.6 to i32
  br label %cond.end222.6

cond.end222.6:                                    ; preds = %cond.false216.6, %cond.true209.6
  %cond223.6 = phi i32 [ %75, %cond.true209.6 ], [ %conv6.i.6, %cond.false216.6 ]
  %conv226.6 = zext i32 %add113 to i64
  %add227.6 = add i64 %mul225.6, %conv226.6
  %arrayidx228.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.6
  store i32 %cond223.6, ptr %arrayidx228.6, align 4, !tbaa !19
  br label %cleanup.6

cleanup.6:                                        ; preds = %cond.end222.6, %cleanup.1.5
  %or.cond342.1.6 = select i1 %cmp202.not.6, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.6, label %if.end205.1.6, label %cleanup.1.6

if.end205.1.6:                                    ; preds = %cleanup.6
  %77 = load i32, ptr %arrayidx207.6, align 4, !tbaa !19
  %cmp208.not.1.6 = icmp eq i32 %77, -1
  br i1 %cmp208.not.1.6, label %cond.false216.1.6, label %cond.true209.1.6

cond.true209.1.6:                                 ; preds = %if.end205.1.6
  %idxprom212.1.6 = zext i32 %77 to i64
  %arrayidx215.1.6 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.6, i64 %idxprom150
  %78 = load i32, ptr %arrayidx215.1.6, align 4, !tbaa !19
  br label %cond.end222.1.6

cond.false216.1.6:                                ; preds = %if.end205.1.6
  %79 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.6, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.6 = mul i64 %79, %conv
  %sub.i353.1.6 = sub i64 %cond.i350.6, %mul.i352.1.6
  %cmp.not.i.1.6 = icmp ult i64 %sub.i353.1.6, %conv
  %sub5.i.1.6 = select i1 %cmp.not.i.1.6, i64 0, i64 %conv
  %cond.i354.1.6 = sub i64 %sub.i353.1.6, %sub5.i.1.6
  %conv6.i.1.6 = trunc i64 %cond.i354.1.6 to i32
  br label %cond.end222.1.6

cond.end222.1.6:                                  ; preds = %cond.false216.1.6, %cond.true209.1.6
  %cond223.1.6 = phi i32 [ %78, %cond.true209.1.6 ], [ %conv6.i.1.6, %cond.false216.1.6 ]
  %conv226.1.6 = zext i32 %add201.1 to i64
  %add227.1.6 = add i64 %mul225.6, %conv226.1.6
  %arrayidx228.1.6 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.6
  store i32 %cond223.1.6, ptr %arrayidx228.1.6, align 4, !tbaa !19
  br label %cleanup.1.6

cleanup.1.6:                                      ; preds = %cond.end222.1.6, %cleanup.6
  %add195.7 = add nuw nsw i32 %shr99, 56
  %add199.7 = add i32 %add195.7, %mul4
  %cmp202.not.7 = icmp ult i32 %add199.7, %n
  %idxprom206.7 = zext i32 %add195.7 to i64
  %arrayidx207.7 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE3own to ptr), i64 0, i64 %idxprom206.7
  %conv224.7 = zext i32 %add199.7 to i64
  %mul225.7 = mul i64 %conv224.7, %ld
  %or.cond342.7 = select i1 %cmp202.not.7, i1 %cmp118, i1 false
  br i1 %or.cond342.7, label %if.end205.7, label %cleanup.7

if.end205.7:                                      ; preds = %cleanup.1.6
  %80 = load i32, ptr %arrayidx207.7, align 4, !tbaa !19
  %cmp208.not.7 = icmp eq i32 %80, -1
  br i1 %cmp208.not.7, label %cond.false216.7, label %cond.true209.7

cond.true209.7:                                   ; preds = %if.end205.7
  %idxprom212.7 = zext i32 %80 to i64
  %arrayidx215.7 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.7, i64 %idxprom145
  %81 = load i32, ptr %arrayidx215.7, align 4, !tbaa !19
  br label %cond.end222.7

cond.false216.7:                                  ; preds = %if.end205.7
  %82 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i.7, i64 %q.sroa.6356.0.copyload)
  %mul.i352.7 = mul i64 %82, %conv
  %sub.i353.7 = sub i64 %cond.i.7, %mul.i352.7
  %cmp.not.i.7 = icmp ult i64 %sub.i353.7, %conv
  %sub5.i.7 = select i1 %cmp.not.i.7, i64 0, i64 %conv
  %cond.i354.7 = sub i64 %sub.i353.7, %sub5.i.7
  %conv6.i.7 = trunc i64 %cond.i354.7 to i32
  br label %cond.end222.7

cond.end222.7:                                    ; preds = %cond.false216.7, %cond.true209.7
  %cond223.7 = phi i32 [ %81, %cond.true209.7 ], [ %conv6.i.7, %cond.false216.7 ]
  %conv226.7 = zext i32 %add113 to i64
  %add227.7 = add i64 %mul225.7, %conv226.7
  %arrayidx228.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.7
  store i32 %cond223.7, ptr %arrayidx228.7, align 4, !tbaa !19
  br label %cleanup.7

cleanup.7:                                        ; preds = %cond.end222.7, %cleanup.1.6
  %or.cond342.1.7 = select i1 %cmp202.not.7, i1 %cmp203.not.1, i1 false
  br i1 %or.cond342.1.7, label %if.end205.1.7, label %cleanup240

if.end205.1.7:                                    ; preds = %cleanup.7
  %83 = load i32, ptr %arrayidx207.7, align 4, !tbaa !19
  %cmp208.not.1.7 = icmp eq i32 %83, -1
  br i1 %cmp208.not.1.7, label %cond.false216.1.7, label %cond.true209.1.7

cond.true209.1.7:                                 ; preds = %if.end205.1.7
  %idxprom212.1.7 = zext i32 %83 to i64
  %arrayidx215.1.7 = getelementptr inbounds [16 x [64 x i32]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_panel_updateE2ws to ptr), i64 0, i64 %idxprom212.1.7, i64 %idxprom150
  %84 = load i32, ptr %arrayidx215.1.7, align 4, !tbaa !19
  br label %cond.end222.1.7

cond.false216.1.7:                                ; preds = %if.end205.1.7
  %85 = tail call i64 @llvm.nvvm.mulhi.ull(i64 %cond.i350.7, i64 %q.sroa.6356.0.copyload)
  %mul.i352.1.7 = mul i64 %85, %conv
  %sub.i353.1.7 = sub i64 %cond.i350.7, %mul.i352.1.7
  %cmp.not.i.1.7 = icmp ult i64 %sub.i353.1.7, %conv
  %sub5.i.1.7 = select i1 %cmp.not.i.1.7, i64 0, i64 %conv
  %cond.i354.1.7 = sub i64 %sub.i353.1.7, %sub5.i.1.7
  %conv6.i.1.7 = trunc i64 %cond.i354.1.7 to i32
  br label %cond.end222.1.7

cond.end222.1.7:                                  ; preds = %cond.false216.1.7, %cond.true209.1.7
  %cond223.1.7 = phi i32 [ %84, %cond.true209.1.7 ], [ %conv6.i.1.7, %cond.false216.1.7 ]
  %conv226.1.7 = zext i32 %add201.1 to i64
  %add227.1.7 = add i64 %mul225.7, %conv226.1.7
  %arrayidx228.1.7 = getelementptr inbounds i32, ptr %add.ptr98, i64 %add227.1.7
  store i32 %cond223.1.7, ptr %arrayidx228.1.7, align 4, !tbaa !19
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
  %4 = load i32, ptr %arrayidx, align 4, !tbaa !47
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
  %7 = load i32, ptr %arrayidx14, align 4, !tbaa !19
  %conv15 = zext i32 %7 to i64
  %mul16 = mul i64 %conv15, %ld
  %add18 = add i64 %mul16, %conv17
  %arrayidx19 = getelementptr inbounds i32, ptr %add.ptr, i64 %add18
  %8 = load i32, ptr %arrayidx19, align 4, !tbaa !19
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi i32 [ %8, %cond.true ], [ 0, %for.body ]
  %mul23 = mul i64 %conv12, %ld
  %add26 = add i64 %add24, %mul23
  %arrayidx27 = getelementptr inbounds i32, ptr %out, i64 %add26
  store i32 %cond, ptr %arrayidx27, align 4, !tbaa !19
  %add29 = add i32 %g.044, %6
  %cmp7 = icmp ult i32 %add29, %n
  br i1 %cmp7, label %for.body, label %cleanup, !llvm.loop !69

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
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !18
  %q.sroa.6.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.6.0.copyload = load i32, ptr %q.sroa.6.0.arrayidx.sroa_idx, align 4, !tbaa.struct !25
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
  %q.sroa.8.0.copyload = load i32, ptr %q.sroa.8.0.arrayidx.sroa_idx, align 8, !tbaa.struct !27
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
  store i32 0, ptr %arrayidx24.epil, align 4, !tbaa !19
  %inc.epil = add nuw i32 %x.0261.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup21, label %for.body22.epil, !llvm.loop !70

for.cond.cleanup21:                               ; preds = %for.cond.cleanup21.loopexit.unr-lcssa, %for.body22.epil, %for.body
  %idxprom25 = zext i32 %add10 to i64
  %arrayidx26 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom25
  %7 = load i32, ptr %arrayidx26, align 4, !tbaa !19
  %add27 = add i32 %add10, 1
  %idxprom28 = zext i32 %add27 to i64
  %arrayidx29 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom28
  %8 = load i32, ptr %arrayidx29, align 4, !tbaa !19
  %cmp30 = icmp eq i32 %8, %7
  br i1 %cmp30, label %cleanup156, label %if.end32

for.body22:                                       ; preds = %for.body22.preheader, %for.body22
  %x.0261 = phi i32 [ %inc.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %niter = phi i32 [ %niter.next.7, %for.body22 ], [ 0, %for.body22.preheader ]
  %idxprom23 = zext i32 %x.0261 to i64
  %arrayidx24 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23
  store i32 0, ptr %arrayidx24, align 4, !tbaa !19
  %inc = or i32 %x.0261, 1
  %idxprom23.1 = zext i32 %inc to i64
  %arrayidx24.1 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.1
  store i32 0, ptr %arrayidx24.1, align 4, !tbaa !19
  %inc.1 = or i32 %x.0261, 2
  %idxprom23.2 = zext i32 %inc.1 to i64
  %arrayidx24.2 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.2
  store i32 0, ptr %arrayidx24.2, align 4, !tbaa !19
  %inc.2 = or i32 %x.0261, 3
  %idxprom23.3 = zext i32 %inc.2 to i64
  %arrayidx24.3 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.3
  store i32 0, ptr %arrayidx24.3, align 4, !tbaa !19
  %inc.3 = or i32 %x.0261, 4
  %idxprom23.4 = zext i32 %inc.3 to i64
  %arrayidx24.4 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.4
  store i32 0, ptr %arrayidx24.4, align 4, !tbaa !19
  %inc.4 = or i32 %x.0261, 5
  %idxprom23.5 = zext i32 %inc.4 to i64
  %arrayidx24.5 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.5
  store i32 0, ptr %arrayidx24.5, align 4, !tbaa !19
  %inc.5 = or i32 %x.0261, 6
  %idxprom23.6 = zext i32 %inc.5 to i64
  %arrayidx24.6 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.6
  store i32 0, ptr %arrayidx24.6, align 4, !tbaa !19
  %inc.6 = or i32 %x.0261, 7
  %idxprom23.7 = zext i32 %inc.6 to i64
  %arrayidx24.7 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom23.7
  store i32 0, ptr %arrayidx24.7, align 4, !tbaa !19
  %inc.7 = add nuw i32 %x.0261, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup21.loopexit.unr-lcssa, label %for.body22, !llvm.loop !71

if.end32:                                         ; preds = %for.cond.cleanup21
  %idxprom33 = zext i32 %7 to i64
  %arrayidx34 = getelementptr inbounds i32, ptr %cols, i64 %idxprom33
  %9 = load i32, ptr %arrayidx34, align 4, !tbaa !19
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
  store i32 0, ptr %arrayidx44.prol, align 4, !tbaa !19
  %inc46.prol = add nuw i32 %c.0263.prol, 1
  %prol.iter.next = add i32 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter278
  br i1 %prol.iter.cmp.not, label %for.body38.prol.loopexit, label %for.body38.prol, !llvm.loop !72

for.body38.prol.loopexit:                         ; preds = %for.body38.prol, %for.body38.preheader
  %c.0263.unr = phi i32 [ %9, %for.body38.preheader ], [ %inc46.prol, %for.body38.prol ]
  %13 = icmp ult i32 %12, 7
  br i1 %13, label %for.cond.cleanup37, label %for.body38

for.cond.cleanup37:                               ; preds = %for.body38.prol.loopexit, %for.body38, %if.end32
  %arrayidx49 = getelementptr inbounds i32, ptr %source, i64 %idxprom25
  %14 = load i32, ptr %arrayidx49, align 4, !tbaa !19
  %idxprom50 = zext i32 %14 to i64
  %arrayidx51 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom50
  %15 = load i64, ptr %arrayidx51, align 8, !tbaa !23
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
  %19 = load i32, ptr %arrayidx65.prol, align 4, !tbaa !19
  %idxprom66.prol = zext i32 %x55.0265.prol to i64
  %arrayidx67.prol = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.prol
  %20 = load i32, ptr %arrayidx67.prol, align 4, !tbaa !19
  %conv68.prol = zext i32 %20 to i64
  %mul70.prol = mul nuw i64 %conv68.prol, %conv6
  %add72.prol = add i64 %mul70.prol, %idxprom
  %arrayidx73.prol = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.prol
  store i32 %19, ptr %arrayidx73.prol, align 4, !tbaa !19
  %inc75.prol = add nuw i32 %x55.0265.prol, 1
  %prol.iter282.next = add i32 %prol.iter282, 1
  %prol.iter282.cmp.not = icmp eq i32 %prol.iter282.next, %xtraiter280
  br i1 %prol.iter282.cmp.not, label %for.body59.prol.loopexit, label %for.body59.prol, !llvm.loop !73

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
  store i32 0, ptr %arrayidx44, align 4, !tbaa !19
  %inc46 = add nuw i32 %c.0263, 1
  %conv39.1 = zext i32 %inc46 to i64
  %mul41.1 = mul nuw i64 %conv39.1, %conv6
  %add43.1 = add i64 %mul41.1, %idxprom
  %arrayidx44.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.1
  store i32 0, ptr %arrayidx44.1, align 4, !tbaa !19
  %inc46.1 = add nuw i32 %c.0263, 2
  %conv39.2 = zext i32 %inc46.1 to i64
  %mul41.2 = mul nuw i64 %conv39.2, %conv6
  %add43.2 = add i64 %mul41.2, %idxprom
  %arrayidx44.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.2
  store i32 0, ptr %arrayidx44.2, align 4, !tbaa !19
  %inc46.2 = add nuw i32 %c.0263, 3
  %conv39.3 = zext i32 %inc46.2 to i64
  %mul41.3 = mul nuw i64 %conv39.3, %conv6
  %add43.3 = add i64 %mul41.3, %idxprom
  %arrayidx44.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.3
  store i32 0, ptr %arrayidx44.3, align 4, !tbaa !19
  %inc46.3 = add nuw i32 %c.0263, 4
  %conv39.4 = zext i32 %inc46.3 to i64
  %mul41.4 = mul nuw i64 %conv39.4, %conv6
  %add43.4 = add i64 %mul41.4, %idxprom
  %arrayidx44.4 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.4
  store i32 0, ptr %arrayidx44.4, align 4, !tbaa !19
  %inc46.4 = add nuw i32 %c.0263, 5
  %conv39.5 = zext i32 %inc46.4 to i64
  %mul41.5 = mul nuw i64 %conv39.5, %conv6
  %add43.5 = add i64 %mul41.5, %idxprom
  %arrayidx44.5 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.5
  store i32 0, ptr %arrayidx44.5, align 4, !tbaa !19
  %inc46.5 = add nuw i32 %c.0263, 6
  %conv39.6 = zext i32 %inc46.5 to i64
  %mul41.6 = mul nuw i64 %conv39.6, %conv6
  %add43.6 = add i64 %mul41.6, %idxprom
  %arrayidx44.6 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.6
  store i32 0, ptr %arrayidx44.6, align 4, !tbaa !19
  %inc46.6 = add nuw i32 %c.0263, 7
  %conv39.7 = zext i32 %inc46.6 to i64
  %mul41.7 = mul nuw i64 %conv39.7, %conv6
  %add43.7 = add i64 %mul41.7, %idxprom
  %arrayidx44.7 = getelementptr inbounds i32, ptr %add.ptr, i64 %add43.7
  store i32 0, ptr %arrayidx44.7, align 4, !tbaa !19
  %inc46.7 = add nuw i32 %c.0263, 8
  %exitcond273.not.7 = icmp eq i32 %inc46.7, %ncols
  br i1 %exitcond273.not.7, label %for.cond.cleanup37, label %for.body38, !llvm.loop !74

for.cond.cleanup58:                               ; preds = %for.body59.prol.loopexit, %for.body59, %for.cond.cleanup37
  br i1 %tobool.not, label %if.end92, label %if.then78

for.body59:                                       ; preds = %for.body59.prol.loopexit, %for.body59
  %x55.0265 = phi i32 [ %inc75.3, %for.body59 ], [ %x55.0265.unr, %for.body59.prol.loopexit ]
  %sub = sub nuw i32 %x55.0265, %7
  %conv60 = zext i32 %sub to i64
  %mul62 = mul nuw i64 %conv60, %conv6
  %add64 = add i64 %mul62, %idxprom
  %arrayidx65 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64
  %22 = load i32, ptr %arrayidx65, align 4, !tbaa !19
  %idxprom66 = zext i32 %x55.0265 to i64
  %arrayidx67 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66
  %23 = load i32, ptr %arrayidx67, align 4, !tbaa !19
  %conv68 = zext i32 %23 to i64
  %mul70 = mul nuw i64 %conv68, %conv6
  %add72 = add i64 %mul70, %idxprom
  %arrayidx73 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72
  store i32 %22, ptr %arrayidx73, align 4, !tbaa !19
  %inc75 = add nuw i32 %x55.0265, 1
  %sub.1 = sub nuw i32 %inc75, %7
  %conv60.1 = zext i32 %sub.1 to i64
  %mul62.1 = mul nuw i64 %conv60.1, %conv6
  %add64.1 = add i64 %mul62.1, %idxprom
  %arrayidx65.1 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.1
  %24 = load i32, ptr %arrayidx65.1, align 4, !tbaa !19
  %idxprom66.1 = zext i32 %inc75 to i64
  %arrayidx67.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.1
  %25 = load i32, ptr %arrayidx67.1, align 4, !tbaa !19
  %conv68.1 = zext i32 %25 to i64
  %mul70.1 = mul nuw i64 %conv68.1, %conv6
  %add72.1 = add i64 %mul70.1, %idxprom
  %arrayidx73.1 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.1
  store i32 %24, ptr %arrayidx73.1, align 4, !tbaa !19
  %inc75.1 = add nuw i32 %x55.0265, 2
  %sub.2 = sub nuw i32 %inc75.1, %7
  %conv60.2 = zext i32 %sub.2 to i64
  %mul62.2 = mul nuw i64 %conv60.2, %conv6
  %add64.2 = add i64 %mul62.2, %idxprom
  %arrayidx65.2 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.2
  %26 = load i32, ptr %arrayidx65.2, align 4, !tbaa !19
  %idxprom66.2 = zext i32 %inc75.1 to i64
  %arrayidx67.2 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.2
  %27 = load i32, ptr %arrayidx67.2, align 4, !tbaa !19
  %conv68.2 = zext i32 %27 to i64
  %mul70.2 = mul nuw i64 %conv68.2, %conv6
  %add72.2 = add i64 %mul70.2, %idxprom
  %arrayidx73.2 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.2
  store i32 %26, ptr %arrayidx73.2, align 4, !tbaa !19
  %inc75.2 = add nuw i32 %x55.0265, 3
  %sub.3 = sub nuw i32 %inc75.2, %7
  %conv60.3 = zext i32 %sub.3 to i64
  %mul62.3 = mul nuw i64 %conv60.3, %conv6
  %add64.3 = add i64 %mul62.3, %idxprom
  %arrayidx65.3 = getelementptr inbounds i32, ptr %add.ptr54, i64 %add64.3
  %28 = load i32, ptr %arrayidx65.3, align 4, !tbaa !19
  %idxprom66.3 = zext i32 %inc75.2 to i64
  %arrayidx67.3 = getelementptr inbounds i32, ptr %cols, i64 %idxprom66.3
  %29 = load i32, ptr %arrayidx67.3, align 4, !tbaa !19
  %conv68.3 = zext i32 %29 to i64
  %mul70.3 = mul nuw i64 %conv68.3, %conv6
  %add72.3 = add i64 %mul70.3, %idxprom
  %arrayidx73.3 = getelementptr inbounds i32, ptr %add.ptr, i64 %add72.3
  store i32 %28, ptr %arrayidx73.3, align 4, !tbaa !19
  %inc75.3 = add nuw i32 %x55.0265, 4
  %exitcond274.not.3 = icmp eq i32 %inc75.3, %8
  br i1 %exitcond274.not.3, label %for.cond.cleanup58, label %for.body59, !llvm.loop !75

if.then78:                                        ; preds = %for.cond.cleanup58
  %conv79 = zext i32 %9 to i64
  %mul81 = mul nuw i64 %conv79, %conv6
  %add83 = add i64 %mul81, %idxprom
  %arrayidx84 = getelementptr inbounds i32, ptr %add.ptr, i64 %add83
  %30 = load i32, ptr %arrayidx84, align 4, !tbaa !19
  %mul87 = mul nuw i64 %conv14, %conv6
  %add89 = add i64 %mul87, %idxprom
  %arrayidx90 = getelementptr inbounds i32, ptr %leadval, i64 %add89
  store i32 %30, ptr %arrayidx90, align 4, !tbaa !19
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
  %31 = load i32, ptr %arrayidx101, align 4, !tbaa !19
  %cmp102 = icmp eq i32 %31, 0
  br i1 %cmp102, label %cleanup152, label %if.end104

if.end104:                                        ; preds = %for.body95
  %arrayidx106 = getelementptr inbounds i32, ptr %pivot_of_column, i64 %conv96
  %32 = load i32, ptr %arrayidx106, align 4, !tbaa !19
  %cmp107 = icmp eq i32 %32, -1
  br i1 %cmp107, label %if.then108, label %if.end113

if.then108:                                       ; preds = %if.end104
  %arrayidx110 = getelementptr inbounds i32, ptr %np_index, i64 %conv96
  %33 = load i32, ptr %arrayidx110, align 4, !tbaa !19
  %idxprom111 = sext i32 %33 to i64
  %arrayidx112 = getelementptr inbounds i32, ptr %add.ptr18, i64 %idxprom111
  store i32 %31, ptr %arrayidx112, align 4, !tbaa !19
  br label %cleanup152

if.end113:                                        ; preds = %if.end104
  %idxprom115 = zext i32 %32 to i64
  %arrayidx116 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom115
  %34 = load i32, ptr %arrayidx116, align 4, !tbaa !19
  %add117 = add nuw i32 %32, 1
  %idxprom118 = zext i32 %add117 to i64
  %arrayidx119 = getelementptr inbounds i32, ptr %row_begin, i64 %idxprom118
  %35 = load i32, ptr %arrayidx119, align 4, !tbaa !19
  %arrayidx121 = getelementptr inbounds i32, ptr %source, i64 %idxprom115
  %36 = load i32, ptr %arrayidx121, align 4, !tbaa !19
  %idxprom122 = zext i32 %36 to i64
  %arrayidx123 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom122
  %37 = load i64, ptr %arrayidx123, align 8, !tbaa !23
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
  %41 = load i32, ptr %arrayidx134.prol, align 4, !tbaa !19
  %conv135.prol = zext i32 %41 to i64
  %mul137.prol = mul nuw i64 %conv135.prol, %conv6
  %add.ptr139.prol = getelementptr i32, ptr %add.ptr138277, i64 %mul137.prol
  %42 = load i32, ptr %add.ptr139.prol, align 4, !tbaa !19
  %arrayidx146.prol = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.prol
  %43 = load i32, ptr %arrayidx146.prol, align 4, !tbaa !19
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
  store i32 %cond.i.prol, ptr %add.ptr139.prol, align 4, !tbaa !19
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
  %45 = load i32, ptr %arrayidx134, align 4, !tbaa !19
  %conv135 = zext i32 %45 to i64
  %mul137 = mul nuw i64 %conv135, %conv6
  %add.ptr139 = getelementptr i32, ptr %add.ptr138277, i64 %mul137
  %46 = load i32, ptr %add.ptr139, align 4, !tbaa !19
  %sub140 = sub i32 %x127.0268, %34
  %conv141 = zext i32 %sub140 to i64
  %mul143 = mul nuw i64 %conv141, %conv6
  %add145 = add i64 %mul143, %idxprom
  %arrayidx146 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145
  %47 = load i32, ptr %arrayidx146, align 4, !tbaa !19
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
  store i32 %cond.i, ptr %add.ptr139, align 4, !tbaa !19
  %x127.0 = add i32 %x127.0268, 1
  %idxprom133.1 = zext i32 %x127.0 to i64
  %arrayidx134.1 = getelementptr inbounds i32, ptr %cols, i64 %idxprom133.1
  %48 = load i32, ptr %arrayidx134.1, align 4, !tbaa !19
  %conv135.1 = zext i32 %48 to i64
  %mul137.1 = mul nuw i64 %conv135.1, %conv6
  %add.ptr139.1 = getelementptr i32, ptr %add.ptr138277, i64 %mul137.1
  %49 = load i32, ptr %add.ptr139.1, align 4, !tbaa !19
  %sub140.1 = sub i32 %x127.0, %34
  %conv141.1 = zext i32 %sub140.1 to i64
  %mul143.1 = mul nuw i64 %conv141.1, %conv6
  %add145.1 = add i64 %mul143.1, %idxprom
  %arrayidx146.1 = getelementptr inbounds i32, ptr %add.ptr126, i64 %add145.1
  %50 = load i32, ptr %arrayidx146.1, align 4, !tbaa !19
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
  store i32 %cond.i.1, ptr %add.ptr139.1, align 4, !tbaa !19
  %x127.0.1 = add i32 %x127.0268, 2
  %exitcond275.not.1 = icmp eq i32 %x127.0.1, %35
  br i1 %exitcond275.not.1, label %cleanup152, label %for.body132, !llvm.loop !76

cleanup152:                                       ; preds = %for.body132.prol.loopexit, %for.body132, %if.end113, %if.then108, %for.body95
  %inc154 = add nuw i32 %c77.1270, 1
  %exitcond276.not = icmp eq i32 %inc154, %ncols
  br i1 %exitcond276.not, label %cleanup156, label %for.body95, !llvm.loop !77

cleanup156:                                       ; preds = %cleanup152, %if.end92, %for.cond.cleanup21
  %add164 = add i32 %r.0272, %4
  %cmp9 = icmp ult i32 %add164, %nrows_todo
  br i1 %cmp9, label %for.body, label %cleanup167, !llvm.loop !78

cleanup167:                                       ; preds = %cleanup156, %if.end, %entry
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @gb_replay_echelon(i32 noundef %nrows_todo, i32 noundef %nnp, ptr nocapture noundef readonly %primes, ptr nocapture noundef %dense) local_unnamed_addr #0 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds %struct.GbPrime, ptr %primes, i64 %idxprom
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !18
  %q.sroa.9.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.9.0.copyload = load i32, ptr %q.sroa.9.0.arrayidx.sroa_idx, align 4, !tbaa.struct !25
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
  %q.sroa.13.0.copyload = load i32, ptr %q.sroa.13.0.arrayidx.sroa_idx, align 8, !tbaa.struct !27
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
  %3 = load i32, ptr %arrayidx16, align 4, !tbaa !19
  %cmp17.not = icmp eq i32 %3, 0
  br i1 %cmp17.not, label %for.inc, label %cleanup

for.inc:                                          ; preds = %for.body14
  %add = add i32 %j.0238, %2
  %cmp12 = icmp ult i32 %add, %nnp
  br i1 %cmp12, label %for.body14, label %cleanup, !llvm.loop !79

cleanup:                                          ; preds = %for.inc, %for.body14, %for.body
  %best.0 = phi i32 [ %nnp, %for.body ], [ %nnp, %for.inc ], [ %j.0238, %for.body14 ]
  store i32 %best.0, ptr %arrayidx19, align 4, !tbaa !19
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br i1 %cmp21.not241, label %for.cond.cleanup22, label %for.body23

for.cond.cleanup22:                               ; preds = %if.end37, %cleanup
  %4 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE7scratch to ptr), align 4, !tbaa !19
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
  %5 = load i32, ptr %arrayidx27, align 4, !tbaa !19
  %6 = load i32, ptr %arrayidx19, align 4, !tbaa !19
  %cmp30 = icmp ult i32 %5, %6
  br i1 %cmp30, label %if.then31, label %if.end37

if.then31:                                        ; preds = %land.lhs.true
  store i32 %5, ptr %arrayidx19, align 4, !tbaa !19
  br label %if.end37

if.end37:                                         ; preds = %if.then31, %land.lhs.true, %for.body23
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %cmp21.not = icmp ult i32 %s.0242.in, 4
  br i1 %cmp21.not, label %for.cond.cleanup22, label %for.body23, !llvm.loop !80

if.end44:                                         ; preds = %for.cond.cleanup22
  br i1 %cmp45, label %if.then46, label %if.end51

if.then46:                                        ; preds = %if.end44
  %idxprom47 = zext i32 %4 to i64
  %arrayidx48 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom47
  %7 = load i32, ptr %arrayidx48, align 4, !tbaa !19
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
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !32

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
  store i32 %conv8.i.i, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !19
  br label %if.end51

if.end51:                                         ; preds = %_ZL11inverse_modjj.exit, %if.end44
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  %add53 = add i32 %4, %1
  %cmp55243 = icmp ult i32 %add53, %nnp
  br i1 %cmp55243, label %for.body57.lr.ph, label %for.cond.cleanup56

for.body57.lr.ph:                                 ; preds = %if.end51
  %8 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ17gb_replay_echelonE8inv_slot to ptr), align 4, !tbaa !19
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
  %9 = load i32, ptr %arrayidx59, align 4, !tbaa !19
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
  store i32 %conv8.i.i200, ptr %arrayidx59, align 4, !tbaa !19
  %add64 = add i32 %j52.0244, %2
  %cmp55 = icmp ult i32 %add64, %nnp
  br i1 %cmp55, label %for.body57, label %for.cond.cleanup56, !llvm.loop !81

for.cond.cleanup71:                               ; preds = %cleanup108, %for.cond.cleanup56
  tail call void @llvm.nvvm.barrier.sync(i32 0)
  br label %cleanup114

for.body72:                                       ; preds = %for.body72.lr.ph, %cleanup108
  %i.0248 = phi i32 [ %add68, %for.body72.lr.ph ], [ %add111, %cleanup108 ]
  %conv73 = zext i32 %i.0248 to i64
  %mul75 = mul nuw i64 %conv73, %conv2
  %add.ptr76 = getelementptr inbounds i32, ptr %add.ptr, i64 %mul75
  %arrayidx78 = getelementptr inbounds i32, ptr %add.ptr76, i64 %idxprom77
  %10 = load i32, ptr %arrayidx78, align 4, !tbaa !19
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
  %11 = load i32, ptr %arrayidx91, align 4, !tbaa !19
  %arrayidx93 = getelementptr inbounds i32, ptr %add.ptr10, i64 %idxprom90
  %12 = load i32, ptr %arrayidx93, align 4, !tbaa !19
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
  store i32 %cond.i234, ptr %arrayidx91, align 4, !tbaa !19
  %add100 = add i32 %j83.0246, 32
  %cmp87 = icmp ult i32 %add100, %nnp
  br i1 %cmp87, label %for.body89, label %for.cond.cleanup88, !llvm.loop !82

if.then104:                                       ; preds = %for.cond.cleanup88
  store i32 0, ptr %arrayidx78, align 4, !tbaa !19
  br label %cleanup108

cleanup108:                                       ; preds = %for.cond.cleanup88, %if.then104, %for.body72
  %add111 = add i32 %i.0248, %shr6
  %cmp70 = icmp ult i32 %add111, %nrows_todo
  br i1 %cmp70, label %for.body72, label %for.cond.cleanup71, !llvm.loop !83

cleanup114:                                       ; preds = %for.cond.cleanup22.cleanup114_crit_edge, %for.cond.cleanup71
  %inc.pre-phi = phi i32 [ %.pre, %for.cond.cleanup22.cleanup114_crit_edge ], [ %add67, %for.cond.cleanup71 ]
  %exitcond.not = icmp eq i32 %inc.pre-phi, %nrows_todo
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !84
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
  %q.sroa.0.0.copyload = load i32, ptr %arrayidx, align 8, !tbaa.struct !18
  %q.sroa.7.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 4
  %q.sroa.7.0.copyload = load i32, ptr %q.sroa.7.0.arrayidx.sroa_idx, align 4, !tbaa.struct !25
  %q.sroa.10.0.arrayidx.sroa_idx = getelementptr inbounds i8, ptr %arrayidx, i64 8
  %q.sroa.10.0.copyload = load i32, ptr %q.sroa.10.0.arrayidx.sroa_idx, align 8, !tbaa.struct !27
  %conv5 = zext i32 %nrows_todo to i64
  %mul6 = mul nuw i64 %idxprom, %conv5
  %conv7 = zext i32 %3 to i64
  %add8 = add nuw i64 %mul6, %conv7
  %conv9 = zext i32 %nnp to i64
  %mul10 = mul i64 %add8, %conv9
  %add.ptr = getelementptr inbounds i32, ptr %dense, i64 %mul10
  %arrayidx12 = getelementptr inbounds i32, ptr %out_begin, i64 %conv7
  %4 = load i32, ptr %arrayidx12, align 4, !tbaa !19
  %add13 = add nuw i32 %3, 1
  %idxprom14 = zext i32 %add13 to i64
  %arrayidx15 = getelementptr inbounds i32, ptr %out_begin, i64 %idxprom14
  %5 = load i32, ptr %arrayidx15, align 4, !tbaa !19
  %add16 = add i32 %3, %out_pool
  %idxprom17 = zext i32 %add16 to i64
  %arrayidx18 = getelementptr inbounds i64, ptr %pool_off, i64 %idxprom17
  %6 = load i64, ptr %arrayidx18, align 8, !tbaa !23
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
  store i32 0, ptr %arrayidx28.epil, align 4, !tbaa !19
  %inc.epil = add nuw i32 %k.0249.epil, 1
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !85

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
  store i32 0, ptr %arrayidx28, align 4, !tbaa !19
  %inc = or i32 %k.0249, 1
  %conv23.1 = zext i32 %inc to i64
  %mul25.1 = mul nuw i64 %conv23.1, %conv19
  %add27.1 = add i64 %mul25.1, %idxprom
  %arrayidx28.1 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.1
  store i32 0, ptr %arrayidx28.1, align 4, !tbaa !19
  %inc.1 = or i32 %k.0249, 2
  %conv23.2 = zext i32 %inc.1 to i64
  %mul25.2 = mul nuw i64 %conv23.2, %conv19
  %add27.2 = add i64 %mul25.2, %idxprom
  %arrayidx28.2 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.2
  store i32 0, ptr %arrayidx28.2, align 4, !tbaa !19
  %inc.2 = or i32 %k.0249, 3
  %conv23.3 = zext i32 %inc.2 to i64
  %mul25.3 = mul nuw i64 %conv23.3, %conv19
  %add27.3 = add i64 %mul25.3, %idxprom
  %arrayidx28.3 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.3
  store i32 0, ptr %arrayidx28.3, align 4, !tbaa !19
  %inc.3 = or i32 %k.0249, 4
  %conv23.4 = zext i32 %inc.3 to i64
  %mul25.4 = mul nuw i64 %conv23.4, %conv19
  %add27.4 = add i64 %mul25.4, %idxprom
  %arrayidx28.4 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.4
  store i32 0, ptr %arrayidx28.4, align 4, !tbaa !19
  %inc.4 = or i32 %k.0249, 5
  %conv23.5 = zext i32 %inc.4 to i64
  %mul25.5 = mul nuw i64 %conv23.5, %conv19
  %add27.5 = add i64 %mul25.5, %idxprom
  %arrayidx28.5 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.5
  store i32 0, ptr %arrayidx28.5, align 4, !tbaa !19
  %inc.5 = or i32 %k.0249, 6
  %conv23.6 = zext i32 %inc.5 to i64
  %mul25.6 = mul nuw i64 %conv23.6, %conv19
  %add27.6 = add i64 %mul25.6, %idxprom
  %arrayidx28.6 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.6
  store i32 0, ptr %arrayidx28.6, align 4, !tbaa !19
  %inc.6 = or i32 %k.0249, 7
  %conv23.7 = zext i32 %inc.6 to i64
  %mul25.7 = mul nuw i64 %conv23.7, %conv19
  %add27.7 = add i64 %mul25.7, %idxprom
  %arrayidx28.7 = getelementptr inbounds i32, ptr %add.ptr21, i64 %add27.7
  store i32 0, ptr %arrayidx28.7, align 4, !tbaa !19
  %inc.7 = add nuw i32 %k.0249, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body, !llvm.loop !86

if.then31:                                        ; preds = %for.cond.cleanup
  %mul34 = mul nuw i64 %conv19, %conv7
  %add36 = add i64 %mul34, %idxprom
  %arrayidx37 = getelementptr inbounds i32, ptr %leadval, i64 %add36
  %10 = load i32, ptr %arrayidx37, align 4, !tbaa !19
  %arrayidx39 = getelementptr inbounds i32, ptr %first_col, i64 %conv7
  %11 = load i32, ptr %arrayidx39, align 4, !tbaa !19
  %cmp40 = icmp eq i32 %10, 0
  br i1 %cmp40, label %if.then51, label %lor.lhs.false41

lor.lhs.false41:                                  ; preds = %if.then31
  %arrayidx43 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %12 = load i32, ptr %arrayidx43, align 4, !tbaa !19
  %cmp44.not = icmp ne i32 %11, %12
  %or.cond213 = select i1 %cmp44.not, i1 true, i1 %cmp22248.not
  br i1 %or.cond213, label %if.then51, label %lor.lhs.false47

lor.lhs.false47:                                  ; preds = %lor.lhs.false41
  %idxprom48 = zext i32 %4 to i64
  %arrayidx49 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom48
  %13 = load i32, ptr %arrayidx49, align 4, !tbaa !19
  %cmp50.not = icmp eq i32 %13, %11
  br i1 %cmp50.not, label %while.body.i, label %if.then51

if.then51:                                        ; preds = %lor.lhs.false47, %lor.lhs.false41, %if.then31
  %arrayidx53 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx53, align 4, !tbaa !19
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
  br i1 %cmp.not.i, label %_ZL11inverse_modjj.exit, label %while.body.i, !llvm.loop !32

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
  store i32 1, ptr %arrayidx63, align 4, !tbaa !19
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
  %14 = load i32, ptr %arrayidx68, align 4, !tbaa !19
  %cmp69 = icmp eq i32 %14, 0
  br i1 %cmp69, label %while.body, label %while.end

while.body:                                       ; preds = %land.rhs
  %inc70 = add nuw i32 %x.0251, 1
  %exitcond261.not = icmp eq i32 %inc70, %nnp
  br i1 %exitcond261.not, label %cond.end, label %land.rhs, !llvm.loop !87

while.end:                                        ; preds = %land.rhs
  %arrayidx73 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom67
  %15 = load i32, ptr %arrayidx73, align 4, !tbaa !19
  br label %cond.end

cond.end:                                         ; preds = %while.body, %while.cond.preheader, %while.end
  %x.0247 = phi i32 [ %x.0251, %while.end ], [ 0, %while.cond.preheader ], [ %nnp, %while.body ]
  %cond = phi i32 [ %15, %while.end ], [ -1, %while.cond.preheader ], [ -1, %while.body ]
  %arrayidx75 = getelementptr inbounds i32, ptr %expected, i64 %conv7
  %16 = load i32, ptr %arrayidx75, align 4, !tbaa !19
  %cmp76.not = icmp eq i32 %cond, %16
  br i1 %cmp76.not, label %if.end84, label %if.then77

if.then77:                                        ; preds = %cond.end
  %arrayidx79 = getelementptr inbounds i32, ptr %bad, i64 %idxprom
  store i32 1, ptr %arrayidx79, align 4, !tbaa !19
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
  %17 = load i32, ptr %arrayidx89, align 4, !tbaa !19
  %cmp90 = icmp eq i32 %17, 0
  br i1 %cmp90, label %cleanup123, label %if.end92

if.end92:                                         ; preds = %for.body87
  %arrayidx94 = getelementptr inbounds i32, ptr %np_cols, i64 %idxprom88
  %18 = load i32, ptr %arrayidx94, align 4, !tbaa !19
  %cmp96252 = icmp ult i32 %k29.2258, %5
  br i1 %cmp96252, label %land.rhs97, label %while.end104

land.rhs97:                                       ; preds = %if.end92, %while.body102
  %k29.3253 = phi i32 [ %inc103, %while.body102 ], [ %k29.2258, %if.end92 ]
  %idxprom98 = zext i32 %k29.3253 to i64
  %arrayidx99 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom98
  %19 = load i32, ptr %arrayidx99, align 4, !tbaa !19
  %cmp100 = icmp ult i32 %19, %18
  br i1 %cmp100, label %while.body102, label %while.end104

while.body102:                                    ; preds = %land.rhs97
  %inc103 = add i32 %k29.3253, 1
  %exitcond262.not = icmp eq i32 %inc103, %5
  br i1 %exitcond262.not, label %while.end104, label %land.rhs97, !llvm.loop !88

while.end104:                                     ; preds = %land.rhs97, %while.body102, %if.end92
  %k29.3.lcssa = phi i32 [ %k29.2258, %if.end92 ], [ %k29.3253, %land.rhs97 ], [ %5, %while.body102 ]
  %cmp105 = icmp eq i32 %k29.3.lcssa, %5
  br i1 %cmp105, label %if.then110, label %lor.lhs.false106

lor.lhs.false106:                                 ; preds = %while.end104
  %idxprom107 = zext i32 %k29.3.lcssa to i64
  %arrayidx108 = getelementptr inbounds i32, ptr %out_cols, i64 %idxprom107
  %20 = load i32, ptr %arrayidx108, align 4, !tbaa !19
  %cmp109.not = icmp eq i32 %20, %18
  br i1 %cmp109.not, label %if.end113, label %if.then110

if.then110:                                       ; preds = %lor.lhs.false106, %while.end104
  store i32 1, ptr %arrayidx112, align 4, !tbaa !19
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
  store i32 %conv8.i.i244, ptr %arrayidx121, align 4, !tbaa !19
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
  br i1 %exitcond263.not, label %cleanup137, label %for.body87, !llvm.loop !89

cleanup137:                                       ; preds = %for.inc126, %cleanup123, %if.end84, %cleanup, %if.then77, %entry
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @gb_planted_race(ptr nocapture noundef writeonly %out) local_unnamed_addr #2 {
entry:
  %0 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idxprom = zext i32 %0 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_planted_raceE4slot to ptr), i64 %idxprom
  store volatile i32 %0, ptr %arrayidx, align 4, !tbaa !19
  %add = add i32 %0, 32
  %1 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %rem = urem i32 %add, %1
  %idxprom2 = zext i32 %rem to i64
  %arrayidx3 = getelementptr inbounds i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15gb_planted_raceE4slot to ptr), i64 %idxprom2
  %2 = load volatile i32, ptr %arrayidx3, align 4, !tbaa !19
  %arrayidx5 = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %2, ptr %arrayidx5, align 4, !tbaa !19
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.sync(i32) #4

; Function Attrs: convergent inaccessiblememonly nocallback nounwind
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3

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

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!llvm.module.flags = !{!14, !15, !16}

!0 = !{ptr @gb_rref_block_barrett, !"kernel", i32 1}
!1 = !{ptr @gb_rref_block_montgomery, !"kernel", i32 1}
!2 = !{ptr @gb_pivot_step_barrett, !"kernel", i32 1}
!3 = !{ptr @gb_pivot_step_montgomery, !"kernel", i32 1}
!4 = !{ptr @gb_eliminate_step_barrett, !"kernel", i32 1}
!5 = !{ptr @gb_eliminate_step_montgomery, !"kernel", i32 1}
!6 = !{ptr @gb_panel_factor, !"kernel", i32 1}
!7 = !{ptr @gb_panel_w, !"kernel", i32 1}
!8 = !{ptr @gb_panel_update, !"kernel", i32 1}
!9 = !{ptr @gb_panel_gather, !"kernel", i32 1}
!10 = !{ptr @gb_replay_reduce, !"kernel", i32 1}
!11 = !{ptr @gb_replay_echelon, !"kernel", i32 1}
!12 = !{ptr @gb_replay_gather, !"kernel", i32 1}
!13 = !{ptr @gb_planted_race, !"kernel", i32 1}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!16 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{i64 0, i64 4, !19, i64 4, i64 4, !19, i64 8, i64 4, !19, i64 12, i64 4, !19, i64 16, i64 8, !23}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !{!24, !24, i64 0}
!24 = !{!"long long", !21, i64 0}
!25 = !{i64 0, i64 4, !19, i64 4, i64 4, !19, i64 8, i64 4, !19, i64 12, i64 8, !23}
!26 = !{i64 0, i64 8, !23}
!27 = !{i64 0, i64 4, !19, i64 4, i64 4, !19, i64 8, i64 8, !23}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.mustprogress"}
!30 = distinct !{!30, !29}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !29}
!33 = distinct !{!33, !29}
!34 = distinct !{!34, !29}
!35 = distinct !{!35, !29}
!36 = distinct !{!36, !29}
!37 = distinct !{!37, !29}
!38 = distinct !{!38, !29}
!39 = distinct !{!39, !29}
!40 = !{!41, !20, i64 0}
!41 = !{!"_ZTS9StepState", !20, i64 0, !20, i64 4}
!42 = !{!41, !20, i64 4}
!43 = distinct !{!43, !29}
!44 = distinct !{!44, !29}
!45 = distinct !{!45, !29}
!46 = distinct !{!46, !29}
!47 = !{!48, !20, i64 0}
!48 = !{!"_ZTS10PanelState", !20, i64 0, !20, i64 4, !21, i64 8, !21, i64 72, !21, i64 136}
!49 = distinct !{!49, !29}
!50 = distinct !{!50, !29}
!51 = distinct !{!51, !52}
!52 = !{!"llvm.loop.unroll.disable"}
!53 = distinct !{!53, !29}
!54 = distinct !{!54, !29}
!55 = distinct !{!55, !29}
!56 = distinct !{!56, !29}
!57 = distinct !{!57, !29}
!58 = distinct !{!58, !29}
!59 = distinct !{!59, !29}
!60 = distinct !{!60, !52}
!61 = distinct !{!61, !29}
!62 = !{!48, !20, i64 4}
!63 = distinct !{!63, !29}
!64 = distinct !{!64, !29}
!65 = distinct !{!65, !29}
!66 = distinct !{!66, !29}
!67 = distinct !{!67, !29, !68}
!68 = !{!"llvm.loop.unroll.count", i32 1}
!69 = distinct !{!69, !29}
!70 = distinct !{!70, !52}
!71 = distinct !{!71, !29}
!72 = distinct !{!72, !52}
!73 = distinct !{!73, !52}
!74 = distinct !{!74, !29}
!75 = distinct !{!75, !29}
!76 = distinct !{!76, !29}
!77 = distinct !{!77, !29}
!78 = distinct !{!78, !29}
!79 = distinct !{!79, !29}
!80 = distinct !{!80, !29}
!81 = distinct !{!81, !29}
!82 = distinct !{!82, !29}
!83 = distinct !{!83, !29}
!84 = distinct !{!84, !29}
!85 = distinct !{!85, !52}
!86 = distinct !{!86, !29}
!87 = distinct !{!87, !29}
!88 = distinct !{!88, !29}
!89 = distinct !{!89, !29}
